import type { FeatureModule } from '../../lib/module.ts';
import { wagerFeedJobs } from './wager-feeds.jobs.ts';
import { adminWagerFeedRoutes } from './wager-feeds.routes.ts';

/**
 * Casino wager feeds (decision 026): adapters per casino and CSV upload fill the one `wagers` table
 * the leaderboard, VIP and wager raffles read; it publishes on the leaderboard's live topic.
 */
export const wagerFeedsModule: FeatureModule = {
  name: 'wager-feeds',
  adminRoutes: adminWagerFeedRoutes,
  jobs: wagerFeedJobs,
};
