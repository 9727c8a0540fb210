import type { Prediction } from '@podium/shared/predictions/schemas';
import type { AppDeps } from '../../app-types.ts';
import { dbNowMs } from '../../db/clock.ts';
import { memberStakes } from './predictions.repository.ts';
import { listPredictions, userStake } from './predictions.view.ts';

/** The in-memory cache entry of the public list; `predictionChanged` drops it in every process. */
export const PREDICTIONS_KEY = 'predictions:list';

interface CachedList {
  predictions: Prediction[];
  /** The database's clock minus this process's, when loaded: "is it locked" by the database (decision 014). */
  clockOffsetMs: number;
}

/**
 * GET /api/r/predictions from memory: the list as everyone sees it (four queries once per change, not
 * per view), an open prediction past its lock time shown locked when asked, and the viewer's own
 * stakes (one query, signed in only). Every stake, lock and settlement goes through `predictionChanged`.
 */
export async function cachedPredictions(
  { db, cache }: Pick<AppDeps, 'db' | 'cache'>,
  viewerId: number | null,
): Promise<Prediction[]> {
  const entry = await cache.get(PREDICTIONS_KEY, async (): Promise<CachedList> => {
    const predictions = await listPredictions(db, null);
    return { predictions, clockOffsetMs: (await dbNowMs(db)) - Date.now() };
  });
  const { predictions, clockOffsetMs } = entry.value as CachedList;
  const mine = viewerId
    ? await memberStakes(
        db,
        predictions.map((p) => p.id),
        viewerId,
      )
    : [];
  const nowMs = Date.now() + clockOffsetMs;
  return predictions.map((prediction) => {
    const lockPassed = prediction.locks_at !== null && Date.parse(prediction.locks_at) <= nowMs;
    const status = prediction.status === 'open' && lockPassed ? 'locked' : prediction.status;
    const stake = mine.find((s) => s.predictionId === prediction.id);
    const settlement = {
      status,
      refunded: prediction.refunded,
      winningOutcomeId: prediction.winning_outcome_id,
    };
    return { ...prediction, status, user_stake: stake ? userStake(settlement, stake) : null };
  });
}
