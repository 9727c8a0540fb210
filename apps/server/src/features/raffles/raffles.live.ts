import { liveTopics } from '@podium/shared/common/live';
import type { RaffleLiveEvent } from '@podium/shared/raffles/schemas';
import type { AppDeps } from '../../app-types.ts';
import { RAFFLE_LIST_KEY } from './raffles.cache.ts';

/**
 * Drops the cached list in every process, and tells every open raffle page that a raffle changed (its
 * entry count, its draw, its settings); the page refetches through the ordinary reads. Events carry only what changed (decision 012).
 */
export function raffleChanged(
  { live, cache }: Pick<AppDeps, 'live' | 'cache'>,
  raffleId: number,
  change: RaffleLiveEvent['change'],
) {
  cache.invalidate(RAFFLE_LIST_KEY);
  const event: RaffleLiveEvent = { raffle_id: raffleId, change };
  live.publish(liveTopics.raffle, event);
}
