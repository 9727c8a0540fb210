import { liveTopics } from '@podium/shared/common/live';
import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '../../lib/module.ts';
import { kickJobs } from './kick.jobs.ts';
import { kickRoutes } from './kick.routes.ts';
import { seedKick } from './kick.seed.ts';
import { kickAdminRoutes } from './kick-admin.routes.ts';
import { kickWebhookRoutes } from './kick-webhooks.routes.ts';

/** Kick: the account link, the webhook (live state, chat points, chat commands) and its admin. Decision 027. */
export const kickModule: FeatureModule = {
  name: 'kick',
  publicRoutes: async (app: FastifyInstance) => {
    await kickRoutes(app);
    await kickWebhookRoutes(app);
  },
  // Admins only: the earning rules decide how many points chat earns, moderators included (decision 027).
  adminRoutes: kickAdminRoutes,
  jobs: kickJobs,
  seed: seedKick,
  liveTopics: [liveTopics.stream],
};
