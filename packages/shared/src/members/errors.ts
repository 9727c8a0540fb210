/** Stable codes of the members feature's failures: roles, points, badges, achievements (the envelope's `code`). */
export const membersErrorCodes = {
  notFound: 'members.not_found',
  ownRole: 'members.own_role',
  /** The member deleted their account: no role or points can be given to them. */
  deleted: 'members.deleted',
  /** The change would leave the site without an active Admin. */
  lastAdmin: 'members.last_admin',
  badgeNotFound: 'members.badge_not_found',
  badgeAlreadyGranted: 'members.badge_already_granted',
  badgeNotHeld: 'members.badge_not_held',
  achievementNotFound: 'members.achievement_not_found',
  achievementKeyTaken: 'members.achievement_key_taken',
  achievementBuiltIn: 'members.achievement_built_in',
  achievementAutomatic: 'members.achievement_automatic',
  achievementAlreadyUnlocked: 'members.achievement_already_unlocked',
  achievementNotHeld: 'members.achievement_not_held',
  /** The member, badge or achievement was deleted while it was being granted. */
  grantTargetNotFound: 'members.grant_target_not_found',
} as const;
export type MembersErrorCode = (typeof membersErrorCodes)[keyof typeof membersErrorCodes];
