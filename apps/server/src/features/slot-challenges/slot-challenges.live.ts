import { liveTopics } from '@podium/shared/common/live';
import type { ChallengeLiveEvent } from '@podium/shared/slot-challenges/schemas';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open challenges page and admin screen, in every process, that a challenge changed (posted,
 * a claim sent, a claim reviewed); they refetch through the ordinary read (decision 012).
 */
export function challengeChanged(
  { live }: Pick<AppDeps, 'live'>,
  challengeId: number,
  change: ChallengeLiveEvent['change'],
) {
  const event: ChallengeLiveEvent = { challenge_id: challengeId, change };
  live.publish(liveTopics.slotChallenges, event);
}
