import { liveTopics } from '@podium/shared/common/live';
import type { RaffleLiveEvent } from '@podium/shared/raffles/schemas';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open raffle page, in every process, that a raffle changed (its entry count, its draw, its
 * settings); the page refetches through the ordinary reads. Events carry only what changed (decision 012).
 */
export function raffleChanged(
  { live }: Pick<AppDeps, 'live'>,
  raffleId: number,
  change: RaffleLiveEvent['change'],
) {
  const event: RaffleLiveEvent = { raffle_id: raffleId, change };
  live.publish(liveTopics.raffle, event);
}
