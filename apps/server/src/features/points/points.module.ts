import type { FeatureModule } from '../../lib/module.ts';
import { seedWelcomePoints } from './points.seed.ts';

/** The ledger; members read their history through the profile, admins adjust through members. */
export const pointsModule: FeatureModule = {
  name: 'points',
  seed: seedWelcomePoints,
};
