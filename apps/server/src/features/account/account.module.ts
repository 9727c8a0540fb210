import type { FeatureModule } from '../../lib/module.ts';
import { accountRoutes } from './account.routes.ts';

export const accountModule: FeatureModule = {
  name: 'account',
  publicRoutes: accountRoutes,
};
