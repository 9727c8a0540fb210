import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '../../lib/module.ts';
import { adminAchievementsRoutes } from './admin-achievements.routes.ts';
import { adminBadgesRoutes } from './admin-badges.routes.ts';

/**
 * Achievements and badges: the catalogue admins edit, the unlocks other features fire
 * (`unlockReached`), badges granted by hand. The default catalogue is inserted at start-up (main.ts).
 */
export const achievementsModule: FeatureModule = {
  name: 'achievements',
  adminRoutes: async (app: FastifyInstance) => {
    await app.register(adminAchievementsRoutes);
    await app.register(adminBadgesRoutes);
  },
};
