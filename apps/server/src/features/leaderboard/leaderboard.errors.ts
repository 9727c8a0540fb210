import { leaderboardErrors as catalogue } from '@podium/shared/leaderboard/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** Admin › Leaderboards refusals (the shared catalogue, decision 038). */
export const leaderboardErrors = serverErrors(catalogue);

/** The slug's unique index decides when two admins take the same slug. */
export const platformConstraints: ConstraintErrors = {
  leaderboard_platforms_slug_key: leaderboardErrors.slugTaken,
};
