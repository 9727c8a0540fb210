import type { AdminWagerRaffle, WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminWagerRafflesPath, refreshWagerRaffles, saveWagerRaffleKey } from './keys.ts';

/** POST /api/admin/wager-raffles: a new wager raffle (its seed's SHA-256 published). */
export const createWagerRaffle = (input: WagerRaffleInput) =>
  api.post<AdminWagerRaffle>(adminWagerRafflesPath, input);

export function useCreateWagerRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveWagerRaffleKey,
    mutationFn: createWagerRaffle,
    onSuccess: () => refreshWagerRaffles(queryClient),
  });
}
