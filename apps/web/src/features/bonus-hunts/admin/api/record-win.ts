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
  confirm_large_win,
}: {
  id: number;
  gameId: number;
  slot_win: number;
  reason?: string;
  /** Sent after the admin confirmed a win above the hunt's multiple (409 `large_win`, decision 047). */
  confirm_large_win?: boolean;
}) =>
  api.post<HuntAdminDetail>(`${adminHuntPath(id)}/games/${gameId}/win`, {
    slot_win,
    ...(reason ? { reason } : {}),
    ...(confirm_large_win ? { confirm_large_win: true } : {}),
  });

export function useRecordWin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordWin, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
