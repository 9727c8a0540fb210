import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';

/**
 * Tells every open wager raffle page, in every process, that a raffle changed (drawn, edited, a prize
 * handed over); pages refetch through the ordinary reads. Ticket changes come with the wager syncs'
 * own `leaderboard` events.
 */
export function wagerRaffleChanged({ live, cache }: Pick<AppDeps, 'live' | 'cache'>, raffleId: number) {
  // A draw, a hand-over or an edit may change the public history's winners (decision 065).
  cache.invalidate(...HISTORY_CACHE_KEYS);
  live.publish(liveTopics.wagerRaffle, { raffle_id: raffleId });
}
