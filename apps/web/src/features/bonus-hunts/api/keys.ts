/**
 * The public bonus hunt queries' keys and paths, and the reads the server answers before rendering
 * /bonus-hunts (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */

export const bonusHuntsKey = ['bonus-hunts'] as const;
export const currentHuntKey = ['bonus-hunts', 'current'] as const;
export const huntHistoryKey = ['bonus-hunts', 'history'] as const;
export const huntPredictionsKey = (huntId: number) => ['bonus-hunts', 'predictions', huntId] as const;
export const huntKey = (huntId: string) => ['bonus-hunts', 'hunt', huntId] as const;

export const BONUS_HUNTS_PATH = '/api/r/bonus-hunts';

/** GET /api/r/bonus-hunts/current: the Current Hunt tab and the overlay (rendered on the server). */
export const currentHuntRead = {
  queryKey: currentHuntKey,
  meta: { path: `${BONUS_HUNTS_PATH}/current` },
};
/** GET /api/r/bonus-hunts/{huntId}: one hunt whatever else runs (the pinned overlay, /bonus-hunts/{id}). */
export const huntRead = (huntId: string) => ({
  queryKey: huntKey(huntId),
  meta: { path: `${BONUS_HUNTS_PATH}/${encodeURIComponent(huntId)}` },
});
/** GET /api/r/bonus-hunts/history: the Previous Hunts tab. */
export const huntHistoryRead = { queryKey: huntHistoryKey, meta: { path: `${BONUS_HUNTS_PATH}/history` } };
/** GET /api/r/bonus-hunts/{huntId}/predictions: the Predictions tab. */
export const huntPredictionsRead = (huntId: number) => ({
  queryKey: huntPredictionsKey(huntId),
  meta: { path: `${BONUS_HUNTS_PATH}/${huntId}/predictions` },
});
