import type { FeatureModule } from '../../lib/module.ts';
import { adminTrustRoutes, trustRoutes } from './trust.routes.ts';

export const trustModule: FeatureModule = {
  name: 'trust',
  publicRoutes: trustRoutes,
  adminRoutes: adminTrustRoutes,
};
