import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminRafflePath, refreshRaffles } from './keys.ts';

/** The one-click actions on a raffle, each a POST without a body answering the raffle. */
export type RaffleAction = 'pause' | 'resume' | 'draw';

/** POST /api/admin/raffles/{id}/pause, …/resume (entries) or …/draw (draw now, once). */
export const runRaffleAction = ({ id, action }: { id: number; action: RaffleAction }) =>
  api.post<AdminRaffle>(`${adminRafflePath(id)}/${action}`);

export function useRaffleAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runRaffleAction, onSettled: () => refreshRaffles(queryClient) });
}
