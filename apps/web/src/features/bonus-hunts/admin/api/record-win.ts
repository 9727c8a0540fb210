import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts/{id}/games/{gameId}/win: its win (after the finish, with a reason). */
export const recordWin = ({
  id,
  gameId,
  slot_win,
  reason,
}: {
  id: number;
  gameId: number;
  slot_win: number;
  reason?: string;
}) =>
  api.post<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}/win`, {
    slot_win,
    ...(reason ? { reason } : {}),
  });

export function useRecordWin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordWin, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
