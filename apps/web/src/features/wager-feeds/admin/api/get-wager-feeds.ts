import type { Envelope } from '@podium/shared/common/envelope';
import { liveTopics } from '@podium/shared/common/live';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { getData } from '@/lib/http.ts';
import { useLive } from '@/lib/use-live.ts';

export const wagerFeedsPath = '/api/admin/wager-feeds';

/** GET /api/admin/wager-feeds: every leaderboard's feed (provider, key set / last 4, sync status). */
export const wagerFeedsQuery = queryOptions({
  queryKey: ['admin', 'wager-feeds'],
  queryFn: () => getData<Feed[]>(wagerFeedsPath),
  meta: { path: wagerFeedsPath },
});

export const useWagerFeeds = () => useQuery(wagerFeedsQuery);

/** A sync that lands (scheduled, or in another tab) publishes `leaderboard`: the status cards follow it. */
export const useWagerFeedsLive = () => useLive({ [liveTopics.leaderboard]: [wagerFeedsQuery.queryKey] });

/** Every feed change answers the full list: keep it, and reload the public board. */
export function applyFeeds(queryClient: QueryClient, envelope: Envelope<Feed[]>) {
  if (envelope.data) queryClient.setQueryData(wagerFeedsQuery.queryKey, envelope.data);
  return queryClient.invalidateQueries({ queryKey: leaderboardQuery.queryKey });
}
