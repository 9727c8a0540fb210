import type { HuntAdminDetail, HuntGameInput } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** PUT /api/admin/bonus-hunts/{id}/games/{gameId}: a game's details. */
export const updateGame = ({ id, gameId, input }: { id: number; gameId: number; input: HuntGameInput }) =>
  api.put<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}`, input);

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGame, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
