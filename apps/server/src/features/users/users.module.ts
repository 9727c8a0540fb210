import type { FeatureModule } from '../../lib/module.ts';
import { seedUsers } from './users.seed.ts';

/** The member rows every other feature refers to; first in the list, so it is seeded first. */
export const usersModule: FeatureModule = {
  name: 'users',
  seed: seedUsers,
};
