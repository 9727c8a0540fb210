import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open wager raffle page, in every process, that a raffle changed (drawn, edited, a prize
 * handed over); pages refetch through the ordinary reads. Ticket changes come with the wager syncs'
 * own `leaderboard` events.
 */
export function wagerRaffleChanged({ live }: Pick<AppDeps, 'live'>, raffleId: number) {
  live.publish(liveTopics.wagerRaffle, { raffle_id: raffleId });
}
