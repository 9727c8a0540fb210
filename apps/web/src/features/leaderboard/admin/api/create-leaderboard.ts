import type { AdminPlatform, PlatformInput } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyLeaderboards, saveLeaderboardKey } from './get-admin-leaderboards.ts';

/** POST /api/admin/leaderboards → 201 with the full list (the new board opens its first period). */
export const createLeaderboard = (input: PlatformInput) =>
  api.post<AdminPlatform[]>('/api/admin/leaderboards', input);

export function useCreateLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveLeaderboardKey,
    mutationFn: createLeaderboard,
    onSuccess: (envelope) => applyLeaderboards(queryClient, envelope),
  });
}
