import type { FeatureModule } from '../../lib/module.ts';
import { historyRoutes } from './history.routes.ts';
import { seedHistory } from './history.seed.ts';

/** The public history of every contest (issue 30, decision 065): reads only, over the contest features. */
export const historyModule: FeatureModule = {
  name: 'history',
  publicRoutes: historyRoutes,
  seed: seedHistory,
};
