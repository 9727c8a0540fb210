import type { FeatureModule } from '../../lib/module.ts';
import { adminVipRoutes } from './admin-vip.routes.ts';
import { vipRoutes } from './vip.routes.ts';
import { seedVip } from './vip.seed.ts';

export const vipModule: FeatureModule = {
  name: 'vip',
  publicRoutes: vipRoutes,
  adminRoutes: adminVipRoutes,
  seed: seedVip,
};
