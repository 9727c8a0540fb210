import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** PUT /api/admin/bonus-hunts/{id}/order: every game id in the new order. */
export const reorderGames = ({ id, gameIds }: { id: number; gameIds: number[] }) =>
  api.put<HuntAdminDetail>(`${adminHuntPath(id)}/order`, { game_ids: gameIds });

export function useReorderGames() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderGames, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
