import { liveTopics } from '@podium/shared/common/live';
import { useLive } from '@/lib/use-live.ts';
import { challengesKey } from './keys.ts';

/**
 * Keeps the challenges page and the admin screen current from the server's `slot-challenges` topic: a
 * challenge posted, a claim sent or reviewed reloads the lists, without a page reload.
 */
export function useChallengesLive(): void {
  useLive({
    [liveTopics.slotChallenges]: [
      challengesKey,
      ['admin', 'slot-challenges'],
      ['admin', 'slot-challenge-claims'],
    ],
  });
}
