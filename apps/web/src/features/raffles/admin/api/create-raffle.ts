import type { AdminRaffle, RaffleInput } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshRaffles, saveRaffleKey } from './keys.ts';

/** POST /api/admin/raffles → 201 with the new raffle (its seed commitment made). */
export const createRaffle = (input: RaffleInput) => api.post<AdminRaffle>('/api/admin/raffles', input);

export function useCreateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRaffleKey,
    mutationFn: createRaffle,
    onSuccess: () => refreshRaffles(queryClient),
  });
}
