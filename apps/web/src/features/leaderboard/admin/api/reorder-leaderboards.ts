import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { api } from '@/lib/http.ts';
import { orderBy } from '@/lib/reorder.ts';
import { adminLeaderboardsQuery } from './get-admin-leaderboards.ts';

/** POST /api/admin/leaderboards/reorder with every platform id once, in the new order. */
export const reorderLeaderboards = (ids: number[]) =>
  api.post<AdminPlatform[]>('/api/admin/leaderboards/reorder', { ids });

/**
 * Moves the row at once (optimistic) and saves the order. Moves made in quick succession are sent
 * one after another (one mutation scope), so the last order wins; a failure reloads the saved order.
 */
export function useReorderLeaderboards() {
  const queryClient = useQueryClient();
  const key = adminLeaderboardsQuery.queryKey;
  return useMutation({
    mutationFn: reorderLeaderboards,
    scope: { id: 'admin-leaderboards-order' },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => (list ? orderBy(list, ids) : list));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaderboardQuery.queryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
