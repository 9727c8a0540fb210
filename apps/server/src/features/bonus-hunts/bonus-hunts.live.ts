import type { HuntLiveEvent } from '@podium/shared/bonus-hunts/schemas';
import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';
import { huntCacheKeys } from './bonus-hunts.cache.ts';

/**
 * Drops the cached hunt reads in every process, and tells every open bonus hunt page and overlay that
 * a hunt changed (a game, a win, its state, its predictions); they refetch through the ordinary reads (decision 012).
 */
export function huntChanged(
  { live, cache }: Pick<AppDeps, 'live' | 'cache'>,
  huntId: number,
  change: HuntLiveEvent['change'],
) {
  const event: HuntLiveEvent = { hunt_id: huntId, change };
  if (change !== 'predictions') {
    // A finish, a correction or a payout may change the history (decision 065).
    cache.invalidate(...huntCacheKeys(huntId), ...HISTORY_CACHE_KEYS);
    live.publish(liveTopics.bonusHunt, event);
    return;
  }
  // The audience's guesses: one event a second at most per hunt (decision 068); they change no past winner.
  live.coalesce(`bonus-hunt:${huntId}:predictions`, () => {
    cache.invalidate(...huntCacheKeys(huntId));
    live.publish(liveTopics.bonusHunt, event);
  });
}
