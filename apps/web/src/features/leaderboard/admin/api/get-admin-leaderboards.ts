import type { Envelope } from '@podium/shared/common/envelope';
import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/leaderboards: every platform in order, with its current period. */
export const getAdminLeaderboards = () => getData<AdminPlatform[]>('/api/admin/leaderboards');

export const adminLeaderboardsQuery = queryOptions({
  queryKey: ['admin', 'leaderboards'],
  queryFn: getAdminLeaderboards,
});

/** Every dialog save (create, update, period end, new period) shares this key, so dialogs stay open meanwhile. */
export const saveLeaderboardKey = ['admin', 'leaderboards', 'save'] as const;

export const useAdminLeaderboards = () => useQuery(adminLeaderboardsQuery);

/** Every leaderboard change answers with the full list: keep it, and reload the public board. */
export function applyLeaderboards(queryClient: QueryClient, envelope: Envelope<AdminPlatform[]>) {
  if (envelope.data) queryClient.setQueryData(adminLeaderboardsQuery.queryKey, envelope.data);
  return queryClient.invalidateQueries({ queryKey: leaderboardQuery.queryKey });
}
