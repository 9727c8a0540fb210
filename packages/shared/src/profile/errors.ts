/** Stable codes of the profile feature's failures (the envelope's `code`). */
export const profileErrorCodes = {
  userNotFound: 'profile.user_not_found',
  oneSection: 'profile.one_section',
  casinoTaken: 'profile.casino_taken',
} as const;
export type ProfileErrorCode = (typeof profileErrorCodes)[keyof typeof profileErrorCodes];
