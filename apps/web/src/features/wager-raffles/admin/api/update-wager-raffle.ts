import type { AdminWagerRaffle, WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminWagerRafflePath, refreshWagerRaffles, saveWagerRaffleKey } from './keys.ts';

/** PUT /api/admin/wager-raffles/{id}: until its tickets freeze. */
export const updateWagerRaffle = ({ id, input }: { id: number; input: WagerRaffleInput }) =>
  api.put<AdminWagerRaffle>(adminWagerRafflePath(id), input);

export function useUpdateWagerRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveWagerRaffleKey,
    mutationFn: updateWagerRaffle,
    onSuccess: () => refreshWagerRaffles(queryClient),
  });
}
