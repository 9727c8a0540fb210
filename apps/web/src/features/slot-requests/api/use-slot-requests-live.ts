import { liveTopics } from '@podium/shared/common/live';
import { useLive } from '@/lib/use-live.ts';
import { adminSlotRequestsKey, slotRequestsKey } from './keys.ts';

/** Keeps the page, the overlay and the admin screen current from the `slot-requests` topic. */
export function useSlotRequestsLive(): void {
  useLive({ [liveTopics.slotRequests]: [slotRequestsKey, adminSlotRequestsKey] });
}
