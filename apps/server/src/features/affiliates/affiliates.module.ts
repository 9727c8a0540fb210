import type { FeatureModule } from '../../lib/module.ts';
import { adminAffiliatesRoutes, affiliatesRoutes } from './affiliates.routes.ts';
import { seedAffiliates } from './affiliates.seed.ts';

export const affiliatesModule: FeatureModule = {
  name: 'affiliates',
  publicRoutes: affiliatesRoutes,
  adminRoutes: adminAffiliatesRoutes,
  seed: seedAffiliates,
};
