import { liveTopics } from '@podium/shared/common/live';
import type { RaffleLiveEvent } from '@podium/shared/raffles/schemas';
import type { AppDeps } from '../../app-types.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';
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
  // A new ticket changes no past winner; a draw, a re-draw or an edit may change the history (decision 065).
  cache.invalidate(RAFFLE_LIST_KEY, ...(change === 'entries' ? [] : HISTORY_CACHE_KEYS));
  const event: RaffleLiveEvent = { raffle_id: raffleId, change };
  live.publish(liveTopics.raffle, event);
}
