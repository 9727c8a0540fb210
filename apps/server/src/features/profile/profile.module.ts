import type { FeatureModule } from '../../lib/module.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule: FeatureModule = {
  name: 'profile',
  publicRoutes: profileRoutes,
};
