import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';

/** The in-memory cache entry of GET /api/r/leaderboard. */
export const LEADERBOARD_KEY = 'leaderboard';

/** The boards changed: every process drops its cached payload and every live client hears of it. */
export function leaderboardChanged({ cache, live }: Pick<AppDeps, 'cache' | 'live'>): void {
  // A period closed or reopened changes the public history (decision 065); a sync's wagers cost it one rebuild.
  cache.invalidate(LEADERBOARD_KEY, ...HISTORY_CACHE_KEYS);
  live.publish(liveTopics.leaderboard);
}
