import { liveTopics } from '@podium/shared/common/live';
import type { ChallengeLiveEvent } from '@podium/shared/slot-challenges/schemas';
import type { AppDeps } from '../../app-types.ts';
import { CHALLENGES_KEY } from './slot-challenges.cache.ts';

/**
 * Drops the cached public list in every process, and tells every open challenges page and admin screen
 * that a challenge changed (posted, edited, cancelled, a claim sent, a claim reviewed); they refetch
 * through the ordinary read (decision 012).
 */
export function challengeChanged(
  { live, cache }: Pick<AppDeps, 'live' | 'cache'>,
  challengeId: number,
  change: ChallengeLiveEvent['change'],
) {
  const event: ChallengeLiveEvent = { challenge_id: challengeId, change };
  const effect = () => {
    cache.invalidate(CHALLENGES_KEY);
    live.publish(liveTopics.slotChallenges, event);
  };
  // Claims come from the audience: one event a second at most per challenge (decision 068); staff
  // changes go out at once.
  if (change === 'claim') live.coalesce(`slot-challenge:${challengeId}:claim`, effect);
  else effect();
}
