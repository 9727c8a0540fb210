import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminWagerRaffleRoutes } from './admin-wager-raffles.routes.ts';
import { wagerRaffleJobs } from './wager-raffles.jobs.ts';
import { wagerRaffleRoutes } from './wager-raffles.routes.ts';
import { seedWagerRaffles } from './wager-raffles.seed.ts';

export const wagerRafflesModule: FeatureModule = {
  name: 'wager-raffles',
  publicRoutes: wagerRaffleRoutes,
  adminRoutes: adminWagerRaffleRoutes,
  jobs: wagerRaffleJobs,
  liveTopics: [liveTopics.wagerRaffle],
  seed: seedWagerRaffles,
};
