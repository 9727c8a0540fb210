import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';

/** The in-memory cache entry of GET /api/r/leaderboard. */
export const LEADERBOARD_KEY = 'leaderboard';

/** The boards changed: every process drops its cached payload and every live client hears of it. */
export function leaderboardChanged({ cache, live }: Pick<AppDeps, 'cache' | 'live'>): void {
  cache.invalidate(LEADERBOARD_KEY);
  live.publish(liveTopics.leaderboard);
}
