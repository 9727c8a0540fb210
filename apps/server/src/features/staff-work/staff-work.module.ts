import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { staffWorkJobs } from './staff-work.jobs.ts';
import { staffWorkRoutes } from './staff-work.routes.ts';

/** The admin panel's counts of waiting work (issue 26, decision 053): one guarded read, one watcher. */
export const staffWorkModule: FeatureModule = {
  name: 'staff-work',
  staffRoutes: staffWorkRoutes,
  jobs: staffWorkJobs(),
  liveTopics: [liveTopics.staffWork],
};
