import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminRaffleRoutes } from './admin-raffles.routes.ts';
import { raffleJobs } from './raffles.jobs.ts';
import { raffleRoutes } from './raffles.routes.ts';
import { seedRaffles } from './raffles.seed.ts';

export const rafflesModule: FeatureModule = {
  name: 'raffles',
  publicRoutes: raffleRoutes,
  adminRoutes: adminRaffleRoutes,
  jobs: raffleJobs,
  liveTopics: [liveTopics.raffle],
  seed: seedRaffles,
};
