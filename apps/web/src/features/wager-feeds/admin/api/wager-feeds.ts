import type { Envelope } from '@podium/shared/common/envelope';
import { liveTopics } from '@podium/shared/common/live';
import type { ConnectionTest, CsvImport, Feed, FeedInput } from '@podium/shared/wager-feeds/schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaderboardQuery } from '@/api/get-leaderboard.ts';
import { api, getData } from '@/lib/http.ts';
import { useLive } from '@/lib/use-live.ts';

const path = '/api/admin/wager-feeds';

/** GET /api/admin/wager-feeds: every leaderboard's feed (provider, key set / last 4, sync status). */
export const wagerFeedsQuery = queryOptions({
  queryKey: ['admin', 'wager-feeds'],
  queryFn: () => getData<Feed[]>(path),
  meta: { path },
});

export const useWagerFeeds = () => useQuery(wagerFeedsQuery);

/** A sync that lands (scheduled, or in another tab) publishes `leaderboard`: the status cards follow it. */
export const useWagerFeedsLive = () => useLive({ [liveTopics.leaderboard]: [wagerFeedsQuery.queryKey] });

/** Every feed change answers the full list: keep it, and reload the public board. */
function apply(queryClient: QueryClient, envelope: Envelope<Feed[]>) {
  if (envelope.data) queryClient.setQueryData(wagerFeedsQuery.queryKey, envelope.data);
  return queryClient.invalidateQueries({ queryKey: leaderboardQuery.queryKey });
}

function useFeedsMutation<V>(send: (v: V) => Promise<Envelope<Feed[]>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (envelope) => apply(queryClient, envelope) });
}

/** PUT /api/admin/wager-feeds/:id: provider, account id and (write-only) API key. */
export const useSaveFeed = () =>
  useFeedsMutation(({ id, input }: { id: number; input: FeedInput }) =>
    api.put<Feed[]>(`${path}/${id}`, input),
  );

/** POST /api/admin/wager-feeds/:id/sync: call the casino now (within its cooldown). */
export const useSyncFeed = () => useFeedsMutation((id: number) => api.post<Feed[]>(`${path}/${id}/sync`));

/** POST /api/admin/wager-feeds/:id/csv: the file's text; a file with a bad line imports nothing. */
export const useImportCsv = () =>
  useFeedsMutation(({ id, input }: { id: number; input: CsvImport }) =>
    api.post<Feed[]>(`${path}/${id}/csv`, input),
  );

/** POST /api/admin/wager-feeds/:id/test: one call with the stored key; nothing is written. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ConnectionTest>(`${path}/${id}/test`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wagerFeedsQuery.queryKey }),
  });
}
