import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminPredictionRoutes } from './admin-predictions.routes.ts';
import { predictionRoutes } from './predictions.routes.ts';
import { seedPredictions } from './predictions.seed.ts';

/** Points predictions (issue 29, decision 058). */
export const predictionsModule: FeatureModule = {
  name: 'predictions',
  publicRoutes: predictionRoutes,
  adminRoutes: adminPredictionRoutes,
  liveTopics: [liveTopics.predictions],
  seed: seedPredictions,
};
