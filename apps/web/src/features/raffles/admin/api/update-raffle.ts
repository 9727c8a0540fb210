import type { AdminRaffle, RaffleInput } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminRafflePath, refreshRaffles, saveRaffleKey } from './keys.ts';

/** PUT /api/admin/raffles/{id} with the whole raffle; `password` left out keeps the current one. */
export const updateRaffle = ({ id, input }: { id: number; input: RaffleInput }) =>
  api.put<AdminRaffle>(adminRafflePath(id), input);

export function useUpdateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRaffleKey,
    mutationFn: updateRaffle,
    onSuccess: () => refreshRaffles(queryClient),
  });
}
