import { liveTopics } from '@podium/shared/common/live';
import type { KickLiveState } from '@podium/shared/kick/live';
import type { AppDeps } from '../../app-types.ts';

export const KICK_LIVE_KEY = 'kick-live';

/**
 * The channel went live or offline: every process drops its cached state and every open page hears
 * it on the `stream` topic, with the new state (decision 012: small events), so the LIVE marker and
 * the stream embed follow without a refetch.
 */
export function streamChanged({ cache, live }: Pick<AppDeps, 'cache' | 'live'>, state: KickLiveState) {
  cache.invalidate(KICK_LIVE_KEY);
  live.publish(liveTopics.stream, state);
}
