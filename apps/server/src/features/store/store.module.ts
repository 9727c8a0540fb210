import type { FeatureModule } from '../../lib/module.ts';
import { adminStoreRoutes } from './admin-store.routes.ts';
import { redemptionQueueRoutes } from './redemption-queue.routes.ts';
import { storeRoutes } from './store.routes.ts';
import { seedStore } from './store.seed.ts';

export const storeModule: FeatureModule = {
  name: 'store',
  publicRoutes: storeRoutes,
  staffRoutes: redemptionQueueRoutes,
  adminRoutes: adminStoreRoutes,
  seed: seedStore,
};
