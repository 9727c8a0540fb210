import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { notificationsJobs } from './notifications.jobs.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  publicRoutes: notificationsRoutes,
  jobs: notificationsJobs(),
  liveTopics: [liveTopics.notifications],
};
