import type { HuntLiveEvent } from '@podium/shared/bonus-hunts/schemas';
import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open bonus hunt page and overlay, in every process, that a hunt changed (a game, a win,
 * its state, its predictions); they refetch through the ordinary reads (decision 012).
 */
export function huntChanged(
  { live }: Pick<AppDeps, 'live'>,
  huntId: number,
  change: HuntLiveEvent['change'],
) {
  const event: HuntLiveEvent = { hunt_id: huntId, change };
  live.publish(liveTopics.bonusHunt, event);
}
