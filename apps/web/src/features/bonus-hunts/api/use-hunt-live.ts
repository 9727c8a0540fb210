import { liveTopics } from '@podium/shared/common/live';
import { useLive } from '@/lib/use-live.ts';
import { bonusHuntsKey } from './keys.ts';

/**
 * Keeps the bonus hunt page and the overlay current from the server's `bonus-hunt` topic: a game, a
 * win, a prediction or a state change reloads the hunt queries that are shown (decision 012).
 */
export function useHuntLive(): void {
  useLive({ [liveTopics.bonusHunt]: [bonusHuntsKey] });
}
