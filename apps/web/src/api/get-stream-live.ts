import type { KickLiveState } from '@podium/shared/kick/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

const path = '/api/r/kick/live';

/**
 * GET /api/r/kick/live: whether the Kick channel is live (decision 027). Read after hydration (not
 * embedded in the page); the `stream` live topic then keeps it current (app/nav/StreamLiveSync.tsx).
 */
export const streamLiveQuery = queryOptions({
  queryKey: ['stream-live'],
  queryFn: () => getData<KickLiveState>(path),
  staleTime: 60_000,
  meta: { path },
});

export const useStreamLive = () => useQuery(streamLiveQuery);
