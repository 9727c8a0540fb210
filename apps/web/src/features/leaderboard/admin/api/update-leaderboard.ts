import type { AdminPlatform, PlatformInput } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyLeaderboards, saveLeaderboardKey } from './get-admin-leaderboards.ts';

/** PUT /api/admin/leaderboards/:id with the whole platform → the full list. */
export const updateLeaderboard = ({ id, input }: { id: number; input: PlatformInput }) =>
  api.put<AdminPlatform[]>(`/api/admin/leaderboards/${id}`, input);

export function useUpdateLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveLeaderboardKey,
    mutationFn: updateLeaderboard,
    onSuccess: (envelope) => applyLeaderboards(queryClient, envelope),
  });
}
