import { liveTopics } from '@podium/shared/common/live';
import type { SlotRequestLiveEvent } from '@podium/shared/slot-requests/schemas';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open slot requests page, admin screen and overlay, in every process, what changed (the
 * queue, a pick, the settings); they refetch through the ordinary read (decision 012).
 */
export function slotRequestsChanged(
  { live }: Pick<AppDeps, 'live'>,
  change: SlotRequestLiveEvent['change'],
  pickId: number | null = null,
) {
  const event: SlotRequestLiveEvent = { change, pick_id: pickId };
  const effect = () => live.publish(liveTopics.slotRequests, event);
  // Requests come from the whole audience at once (site and chat): one queue event a second at most
  // (decision 068); a pick or the settings go out at once.
  if (change === 'queue') live.coalesce('slot-requests:queue', effect);
  else effect();
}
