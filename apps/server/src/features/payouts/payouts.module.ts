import type { FeatureModule } from '../../lib/module.ts';
import { adminPayoutRoutes } from './admin-payouts.routes.ts';
import { payoutRoutes } from './payouts.routes.ts';

/** One queue for everything paid in cash; VIP rewards and wager raffles add to it (`requestPayout`). */
export const payoutsModule: FeatureModule = {
  name: 'payouts',
  publicRoutes: payoutRoutes,
  adminRoutes: adminPayoutRoutes,
};
