import type { FeatureModule } from '../../lib/module.ts';
import { adminMembersRoutes } from './admin-members.routes.ts';

/** Admin › Members: roles, points adjustments, badges and the achievement catalogue. */
export const membersModule: FeatureModule = {
  name: 'members',
  adminRoutes: adminMembersRoutes,
};
