import { liveTopics } from '@podium/shared/common/live';
import type { PredictionLiveEvent } from '@podium/shared/predictions/schemas';
import type { AppDeps } from '../../app-types.ts';
import { PREDICTIONS_KEY } from './predictions.cache.ts';

/**
 * Drops the cached list in every process, and tells every open predictions page and overlay that a
 * prediction changed (a stake, a lock, a result); they refetch through the ordinary read (decision 012).
 */
export function predictionChanged(
  { live, cache }: Pick<AppDeps, 'live' | 'cache'>,
  predictionId: number,
  change: PredictionLiveEvent['change'],
) {
  const event: PredictionLiveEvent = { prediction_id: predictionId, change };
  const effect = () => {
    cache.invalidate(PREDICTIONS_KEY);
    live.publish(liveTopics.predictions, event);
  };
  // Stakes come from the whole audience at once (site and chat): one event a second at most per
  // prediction (decision 068); a lock or a result goes out at once.
  if (change === 'stake') live.coalesce(`prediction:${predictionId}:stake`, effect);
  else effect();
}
