import type { FeatureModule } from '../../lib/module.ts';
import { announcementJobs } from './announcements.jobs.ts';
import { adminAnnouncementRoutes } from './announcements.routes.ts';

/** Discord announcements (decision 027): an outbox written in effects' transactions, posted by a job. */
export const announcementsModule: FeatureModule = {
  name: 'announcements',
  adminRoutes: adminAnnouncementRoutes,
  jobs: announcementJobs,
};
