import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** Admin › Members refusals: roles, points, badges, achievements (decision 038). */
export const membersErrors = {
  notFound: { code: 'members.not_found', status: 404, message: 'Member not found.' },
  ownRole: { code: 'members.own_role', status: 409, message: 'You cannot change your own role.' },
  /** The member deleted their account: no role or points can be given to them. */
  deleted: {
    code: 'members.deleted',
    status: 409,
    message: 'This member deleted their account: it cannot be given a role or points.',
  },
  /** The change would leave the site without an active Admin. */
  lastAdmin: {
    code: 'members.last_admin',
    status: 409,
    message: 'This is the last Admin: make another member Admin first.',
  },
  /** Bans (decision 041). */
  ownBan: { code: 'members.own_ban', status: 409, message: 'You cannot ban yourself.' },
  banDeleted: {
    code: 'members.ban_deleted',
    status: 409,
    message: 'This member deleted their account: there is no one to ban.',
  },
  alreadyBanned: { code: 'members.already_banned', status: 409, message: 'This member is already banned.' },
  notBanned: { code: 'members.not_banned', status: 409, message: 'This member is not banned.' },
  badgeNotFound: { code: 'members.badge_not_found', status: 404, message: 'Badge not found.' },
  badgeAlreadyGranted: {
    code: 'members.badge_already_granted',
    status: 409,
    message: 'This member already has that badge.',
  },
  badgeNotHeld: {
    code: 'members.badge_not_held',
    status: 404,
    message: 'This member does not have that badge.',
  },
  achievementNotFound: {
    code: 'members.achievement_not_found',
    status: 404,
    message: 'Achievement not found.',
  },
  achievementKeyTaken: {
    code: 'members.achievement_key_taken',
    status: 409,
    message: 'An achievement with that title already exists.',
  },
  achievementBuiltIn: {
    code: 'members.achievement_built_in',
    status: 409,
    message: 'This achievement is built in and would come back on restart: turn it off instead.',
  },
  achievementAutomatic: {
    code: 'members.achievement_automatic',
    status: 409,
    message: 'This achievement unlocks by itself; only manual achievements can be granted.',
  },
  achievementAlreadyUnlocked: {
    code: 'members.achievement_already_unlocked',
    status: 409,
    message: 'This member already has that achievement.',
  },
  achievementNotHeld: {
    code: 'members.achievement_not_held',
    status: 404,
    message: 'This member does not have that achievement.',
  },
  /** The member, badge or achievement was deleted while it was being granted. */
  grantTargetNotFound: {
    code: 'members.grant_target_not_found',
    status: 404,
    message: (what: 'badge' | 'achievement') => `Member or ${what} not found.`,
  },
} as const satisfies ErrorCatalogue;

export const membersErrorCodes = /* @__PURE__ */ errorCodes(membersErrors);
