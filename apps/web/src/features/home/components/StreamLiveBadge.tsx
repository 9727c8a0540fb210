import { kickLiveMessages } from '@podium/shared/kick/live';
import { useStreamLive } from '@/api/get-stream-live.ts';

/**
 * "LIVE" beside the stream's heading while the Kick channel is live (decision 027). The navigation's
 * LIVE marker keeps the state current from the live stream; this reads the same query.
 */
export function StreamLiveBadge() {
  const { data } = useStreamLive();
  if (!data?.is_live) return null;
  return (
    <span
      role="status"
      aria-label={kickLiveMessages.liveLabel}
      className="inline-flex items-center gap-1.5 rounded-full bg-rose-600 px-3 py-1 text-xs font-bold tracking-wider text-white"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
      {kickLiveMessages.live}
    </span>
  );
}
