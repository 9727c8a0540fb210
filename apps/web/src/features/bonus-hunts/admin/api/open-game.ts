import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts/{id}/games/{gameId}/open: the game being played now. */
export const openGame = ({ id, gameId }: { id: number; gameId: number }) =>
  api.post<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}/open`);

export function useOpenGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openGame, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
