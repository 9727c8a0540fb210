import type { FeatureModule } from '../../lib/module.ts';
import { kickRoutes } from './kick.routes.ts';

export const kickModule: FeatureModule = {
  name: 'kick',
  publicRoutes: kickRoutes,
};
