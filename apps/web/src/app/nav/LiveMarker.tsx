import type { KickLiveState } from '@podium/shared/kick/live';
import { kickLiveMessages } from '@podium/shared/kick/live';
import { Link } from 'react-router';
import { streamLiveQuery, useStreamLive } from '@/api/get-stream-live.ts';
import { useLive } from '@/lib/use-live.ts';

/**
 * The LIVE marker in the navigation, shown while the Kick channel is live (decision 027). Loaded once
 * the page has shown (SiteHeader defers it), so neither it nor the live-stream client weighs on the
 * landing JavaScript. The `stream` topic's events carry the new state: the cache is set without a
 * refetch (a missed-events reset refetches), and the home stream embed follows the same query.
 */
export function LiveMarker() {
  const { data } = useStreamLive();
  useLive({
    stream: (message, queryClient) => {
      if (message.reset || !message.data) {
        void queryClient.invalidateQueries({ queryKey: streamLiveQuery.queryKey });
        return;
      }
      queryClient.setQueryData(streamLiveQuery.queryKey, message.data as KickLiveState);
    },
  });
  if (!data?.is_live) return null;
  return (
    <Link
      to="/#stream-title"
      aria-label={kickLiveMessages.liveLabel}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold tracking-wider text-white shadow-lg shadow-rose-600/30"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
      {kickLiveMessages.live}
    </Link>
  );
}
