import type { BonusHuntCurrent, HuntHistoryEntry, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import type { AppDeps } from '../../app-types.ts';
import { huntPredictions, userPrediction } from './bonus-hunts.repository.ts';
import { currentHuntView } from './bonus-hunts.usecases.ts';
import { huntHistory } from './history.repository.ts';

/** The in-memory cache entries of the public hunt reads; `huntChanged` drops them in every process. */
export const huntCacheKeys = (huntId: number) => [
  'bonus-hunts:current',
  'bonus-hunts:history',
  `bonus-hunts:predictions:${huntId}`,
];

type Deps = Pick<AppDeps, 'db' | 'cache'>;

/**
 * GET /api/r/bonus-hunts/current from memory: the hunt as everyone sees it (a few queries once per
 * change, not per view), and the viewer's own prediction (one query, signed in only). Every change to
 * a hunt goes through `huntChanged`; anything else (a winner renamed) shows within the cache's TTL.
 */
export async function cachedCurrentHunt(
  { db, cache }: Deps,
  viewerId: number | null,
): Promise<BonusHuntCurrent> {
  const entry = await cache.get('bonus-hunts:current', () => currentHuntView(db, null));
  const current = entry.value as BonusHuntCurrent;
  if (!viewerId || !current.hunt) return current;
  return { ...current, user_prediction: await userPrediction(db, current.hunt.id, viewerId) };
}

/** GET /api/r/bonus-hunts/history from memory. */
export async function cachedHuntHistory({ db, cache }: Deps): Promise<HuntHistoryEntry[]> {
  return (await cache.get('bonus-hunts:history', () => huntHistory(db))).value as HuntHistoryEntry[];
}

/** GET /api/r/bonus-hunts/{id}/predictions from memory (the hunt is known to exist). */
export async function cachedHuntPredictions({ db, cache }: Deps, huntId: number): Promise<HuntPrediction[]> {
  const entry = await cache.get(`bonus-hunts:predictions:${huntId}`, () => huntPredictions(db, huntId));
  return entry.value as HuntPrediction[];
}
