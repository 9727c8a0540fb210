import type { HuntAdminDetail, HuntGameInput } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts/{id}/games: a slot, last in the order. */
export const addGame = ({ id, input }: { id: number; input: HuntGameInput }) =>
  api.post<HuntAdminDetail>(`${adminHuntPath(id)}/games`, input);

export function useAddGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addGame, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
