import { membersErrors as catalogue } from '@podium/shared/members/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** Admin › Members refusals (the shared catalogue, decision 038): roles, badges and achievements. */
export const membersErrors = {
  ...errors,
  badgeGrantTargetGone: () => errors.grantTargetNotFound('badge'),
  achievementGrantTargetGone: () => errors.grantTargetNotFound('achievement'),
};

/** The catalogue key is made from the title; its unique index decides a clash. */
export const achievementConstraints: ConstraintErrors = {
  achievements_key_key: membersErrors.achievementKeyTaken,
};

/** A badge grant: the member or the badge was deleted since it was looked up. */
export const badgeGrantConstraints: ConstraintErrors = {
  user_badges_user_id_users_id_fk: membersErrors.badgeGrantTargetGone,
  user_badges_badge_id_badges_id_fk: membersErrors.badgeGrantTargetGone,
};

/** An achievement grant: the member or the achievement was deleted since it was looked up. */
export const achievementGrantConstraints: ConstraintErrors = {
  user_achievements_user_id_users_id_fk: membersErrors.achievementGrantTargetGone,
  user_achievements_achievement_id_achievements_id_fk: membersErrors.achievementGrantTargetGone,
};
