import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyLeaderboards } from './get-admin-leaderboards.ts';

/** DELETE /api/admin/leaderboards/:id → the full list. */
export const deleteLeaderboard = (id: number) => api.delete<AdminPlatform[]>(`/api/admin/leaderboards/${id}`);

export function useDeleteLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeaderboard,
    onSuccess: (envelope) => applyLeaderboards(queryClient, envelope),
  });
}
