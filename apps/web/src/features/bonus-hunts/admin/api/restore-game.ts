import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts/{id}/games/{gameId}/restore: the Undo of a removal, within its window. */
export const restoreGame = ({ id, gameId }: { id: number; gameId: number }) =>
  api.post<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}/restore`);

export function useRestoreGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreGame, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
