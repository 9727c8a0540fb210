import type { FeatureModule } from '../../lib/module.ts';
import { adminMembersRoutes } from './admin-members.routes.ts';

/** Admin › Members: the member list, roles and points adjustments (badges and achievements: features/achievements). */
export const membersModule: FeatureModule = {
  name: 'members',
  adminRoutes: adminMembersRoutes,
};
