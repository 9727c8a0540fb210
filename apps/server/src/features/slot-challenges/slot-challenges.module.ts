import { liveTopics } from '@podium/shared/common/live';
import type { FeatureModule } from '../../lib/module.ts';
import { adminSlotChallengeRoutes } from './admin-slot-challenges.routes.ts';
import { slotChallengeRoutes } from './slot-challenges.routes.ts';
import { seedSlotChallenges } from './slot-challenges.seed.ts';

/** Slot challenges (bounties; issue 29, decision 060). */
export const slotChallengesModule: FeatureModule = {
  name: 'slot-challenges',
  publicRoutes: slotChallengeRoutes,
  adminRoutes: adminSlotChallengeRoutes,
  liveTopics: [liveTopics.slotChallenges],
  seed: seedSlotChallenges,
};
