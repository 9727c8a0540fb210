import type { LeaderboardPayload } from '@podium/shared/leaderboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/leaderboard: fetched when the app loads and kept for the session. */
export const leaderboardQuery = queryOptions({
  queryKey: ['leaderboard'],
  queryFn: () => getData<LeaderboardPayload>('/api/r/leaderboard'),
  meta: { path: '/api/r/leaderboard' },
  staleTime: Number.POSITIVE_INFINITY,
});

export const useLeaderboard = () => useQuery(leaderboardQuery);
