import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { leaderboardJobs } from './leaderboard.jobs.ts';
import { adminLeaderboardRoutes, leaderboardRoutes } from './leaderboard.routes.ts';
import { seedLeaderboards } from './leaderboard.seed.ts';
import { adminPastPeriodRoutes } from './past-periods.routes.ts';

export const leaderboardModule: FeatureModule = {
  name: 'leaderboard',
  publicRoutes: leaderboardRoutes,
  adminRoutes: async (app) => {
    await adminLeaderboardRoutes(app);
    await adminPastPeriodRoutes(app);
  },
  jobs: leaderboardJobs,
  liveTopics: [liveTopics.leaderboard],
  seed: seedLeaderboards,
};
