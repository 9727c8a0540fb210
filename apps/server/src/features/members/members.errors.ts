import { membersErrorCodes as codes } from '@podium/shared/members/errors';
import { membersMessages } from '@podium/shared/members/schemas';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { defineError } from '../../lib/errors.ts';

/** Admin › Members refusals: roles, badges and achievements. */
export const membersErrors = {
  notFound: defineError(codes.notFound, 404, 'Member not found.'),
  ownRole: defineError(codes.ownRole, 409, membersMessages.ownRole),
  deleted: defineError(codes.deleted, 409, membersMessages.deleted),
  lastAdmin: defineError(codes.lastAdmin, 409, membersMessages.lastAdmin),
  badgeNotFound: defineError(codes.badgeNotFound, 404, 'Badge not found.'),
  badgeAlreadyGranted: defineError(codes.badgeAlreadyGranted, 409, 'This member already has that badge.'),
  badgeNotHeld: defineError(codes.badgeNotHeld, 404, 'This member does not have that badge.'),
  badgeGrantTargetGone: defineError(codes.grantTargetNotFound, 404, 'Member or badge not found.'),
  achievementNotFound: defineError(codes.achievementNotFound, 404, 'Achievement not found.'),
  achievementKeyTaken: defineError(
    codes.achievementKeyTaken,
    409,
    'An achievement with that title already exists.',
  ),
  achievementBuiltIn: defineError(
    codes.achievementBuiltIn,
    409,
    'This achievement is built in and would come back on restart: turn it off instead.',
  ),
  achievementAutomatic: defineError(
    codes.achievementAutomatic,
    409,
    'This achievement unlocks by itself; only manual achievements can be granted.',
  ),
  achievementAlreadyUnlocked: defineError(
    codes.achievementAlreadyUnlocked,
    409,
    'This member already has that achievement.',
  ),
  achievementNotHeld: defineError(
    codes.achievementNotHeld,
    404,
    'This member does not have that achievement.',
  ),
  achievementGrantTargetGone: defineError(codes.grantTargetNotFound, 404, 'Member or achievement not found.'),
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
