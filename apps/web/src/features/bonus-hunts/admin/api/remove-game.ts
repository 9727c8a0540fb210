import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** DELETE /api/admin/bonus-hunts/{id}/games/{gameId}. */
export const removeGame = ({ id, gameId }: { id: number; gameId: number }) =>
  api.delete<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}`);

export function useRemoveGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGame, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
