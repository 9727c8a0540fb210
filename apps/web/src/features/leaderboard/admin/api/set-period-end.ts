import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyLeaderboards, saveLeaderboardKey } from './get-admin-leaderboards.ts';

/**
 * POST /api/admin/leaderboards/:id/period-end: move the current period's end. It may be in the
 * past, and the public board then shows 'Period Ended'.
 */
export const setPeriodEnd = ({ id, endsAt }: { id: number; endsAt: string }) =>
  api.post<AdminPlatform[]>(`/api/admin/leaderboards/${id}/period-end`, { ends_at: endsAt });

export function useSetPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveLeaderboardKey,
    mutationFn: setPeriodEnd,
    onSuccess: (envelope) => applyLeaderboards(queryClient, envelope),
  });
}
