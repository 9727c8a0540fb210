import type { AdminRaffle, RaffleRedrawInput } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminRafflePath, refreshRaffles } from './keys.ts';

/** POST /api/admin/raffles/{id}/redraw {user_id, reason}: one winner replaced with the next nonce. */
export const redrawWinner = ({ id, input }: { id: number; input: RaffleRedrawInput }) =>
  api.post<AdminRaffle>(`${adminRafflePath(id)}/redraw`, input);

export function useRedrawWinner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redrawWinner, onSuccess: () => refreshRaffles(queryClient) });
}
