import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminTournamentRoutes } from './admin-tournaments.routes.ts';
import { tournamentRoutes } from './tournaments.routes.ts';
import { seedTournaments } from './tournaments.seed.ts';

export const tournamentsModule: FeatureModule = {
  name: 'tournaments',
  publicRoutes: tournamentRoutes,
  adminRoutes: adminTournamentRoutes,
  liveTopics: [liveTopics.tournament],
  seed: seedTournaments,
};
