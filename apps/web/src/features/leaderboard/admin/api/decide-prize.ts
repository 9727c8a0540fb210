import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { api } from '@/lib/http.ts';
import { pastPeriodsKey } from './get-past-periods.ts';

/** What staff do on a past period or one of its prize ranks (decision 063). */
export type PastPeriodAction =
  | { action: 'close'; periodId: number }
  | { action: 'reopen'; periodId: number; reason: string }
  | { action: 'match'; prizeId: number; username: string; reason?: string | undefined }
  | { action: 'skip' | 'hold'; prizeId: number; reason: string }
  | { action: 'release'; prizeId: number };

/** POST /api/admin/leaderboards/periods/{id}/close|reopen, …/prizes/{id}/match|skip|hold|release. */
export function runPastPeriodAction(a: PastPeriodAction) {
  switch (a.action) {
    case 'close':
      return api.post<null>(`/api/admin/leaderboards/periods/${a.periodId}/close`, {});
    case 'reopen':
      return api.post<null>(`/api/admin/leaderboards/periods/${a.periodId}/reopen`, { reason: a.reason });
    case 'match':
      return api.post<null>(`/api/admin/leaderboards/prizes/${a.prizeId}/match`, {
        username: a.username,
        ...(a.reason ? { reason: a.reason } : {}),
      });
    case 'release':
      return api.post<null>(`/api/admin/leaderboards/prizes/${a.prizeId}/release`, {});
    default:
      return api.post<null>(`/api/admin/leaderboards/prizes/${a.prizeId}/${a.action}`, { reason: a.reason });
  }
}

export const pastPeriodActionKey = [...pastPeriodsKey, 'action'] as const;

export function usePastPeriodAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: pastPeriodActionKey,
    mutationFn: runPastPeriodAction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pastPeriodsKey }),
        queryClient.invalidateQueries({ queryKey: leaderboardQuery.queryKey }),
      ]),
  });
}
