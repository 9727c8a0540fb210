import { liveTopics } from '@podium/shared/common/live';
import { useLive } from '@/lib/use-live.ts';
import { predictionsKey } from './keys.ts';

/**
 * Keeps the predictions page and overlay current from the server's `predictions` topic: a stake, a
 * lock or a result reloads the list (and the admin's list), without a page reload.
 */
export function usePredictionsLive(): void {
  useLive({ [liveTopics.predictions]: [predictionsKey, ['admin', 'predictions']] });
}
