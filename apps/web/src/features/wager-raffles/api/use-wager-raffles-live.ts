import { liveTopics } from '@podium/shared/common/live';
import { useLive } from '@/lib/use-live.ts';
import { wagerRafflesKey } from './keys.ts';

/**
 * Tickets follow the wager table: each wager sync (the leaderboard topic) reloads the raffles; a draw,
 * an edit or a prize handed over (the wager-raffle topic) too.
 */
export function useWagerRafflesLive(): void {
  useLive({ [liveTopics.leaderboard]: [wagerRafflesKey], [liveTopics.wagerRaffle]: [wagerRafflesKey] });
}
