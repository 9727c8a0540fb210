import type { FeatureModule } from '../../lib/module.ts';
import { friendsRoutes } from './friends.routes.ts';

export const friendsModule: FeatureModule = {
  name: 'friends',
  publicRoutes: friendsRoutes,
};
