import type { FeatureModule } from '../../lib/module.ts';
import { adminBansRoutes } from './admin-bans.routes.ts';
import { adminMembersRoutes } from './admin-members.routes.ts';

/**
 * Admin › Members: the member list, roles, points adjustments and bans (badges and achievements:
 * features/achievements).
 */
export const membersModule: FeatureModule = {
  name: 'members',
  adminRoutes: async (app) => {
    await adminMembersRoutes(app);
    await adminBansRoutes(app);
  },
};
