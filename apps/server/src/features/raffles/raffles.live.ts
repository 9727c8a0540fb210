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
  const event: RaffleLiveEvent = { raffle_id: raffleId, change };
  if (change !== 'entries') {
    // A draw, a re-draw or an edit may change the history (decision 065).
    cache.invalidate(RAFFLE_LIST_KEY, ...HISTORY_CACHE_KEYS);
    live.publish(liveTopics.raffle, event);
    return;
  }
  // Entries come by the hundred a second when the streamer says "enter now": one event a second at
  // most per raffle, not one per entry to every open page (decision 068). A ticket changes no past winner.
  live.coalesce(`raffle:${raffleId}:entries`, () => {
    cache.invalidate(RAFFLE_LIST_KEY);
    live.publish(liveTopics.raffle, event);
  });
}
