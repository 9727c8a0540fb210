import { liveTopics } from '@podium/shared/common/live';
import type { PredictionLiveEvent } from '@podium/shared/predictions/schemas';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells every open predictions page and overlay, in every process, that a prediction changed (a stake,
 * a lock, a result); they refetch through the ordinary read (decision 012).
 */
export function predictionChanged(
  { live }: Pick<AppDeps, 'live'>,
  predictionId: number,
  change: PredictionLiveEvent['change'],
) {
  const event: PredictionLiveEvent = { prediction_id: predictionId, change };
  live.publish(liveTopics.predictions, event);
}
