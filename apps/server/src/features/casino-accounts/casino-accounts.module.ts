import type { FeatureModule } from '../../lib/module.ts';
import { adminCasinoAccountRoutes } from './admin-casino-accounts.routes.ts';
import { casinoAccountRoutes } from './casino-accounts.routes.ts';
import { seedCasinoAccounts } from './casino-accounts.seed.ts';

/**
 * Casino accounts as identities (decision 042): linked from Settings (profile update), verified or
 * refused by Admins, moved between members by Admins; only a verified account earns.
 */
export const casinoAccountsModule: FeatureModule = {
  name: 'casino-accounts',
  publicRoutes: casinoAccountRoutes,
  adminRoutes: adminCasinoAccountRoutes,
  seed: seedCasinoAccounts,
};
