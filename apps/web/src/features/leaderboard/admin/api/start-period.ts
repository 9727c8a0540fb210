import type { AdminPlatform, PeriodInput } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyLeaderboards, saveLeaderboardKey } from './get-admin-leaderboards.ts';

/**
 * POST /api/admin/leaderboards/:id/periods: start a new period (now when starts_at is left out);
 * a running period ends at the new start.
 */
export const startPeriod = ({ id, input }: { id: number; input: PeriodInput }) =>
  api.post<AdminPlatform[]>(`/api/admin/leaderboards/${id}/periods`, input);

export function useStartPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveLeaderboardKey,
    mutationFn: startPeriod,
    onSuccess: (envelope) => applyLeaderboards(queryClient, envelope),
  });
}
