import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminBonusHuntRoutes } from './admin-bonus-hunts.routes.ts';
import { bonusHuntRoutes } from './bonus-hunts.routes.ts';
import { seedBonusHunts } from './bonus-hunts.seed.ts';

export const bonusHuntsModule: FeatureModule = {
  name: 'bonus-hunts',
  publicRoutes: bonusHuntRoutes,
  adminRoutes: adminBonusHuntRoutes,
  liveTopics: [liveTopics.bonusHunt],
  seed: seedBonusHunts,
};
