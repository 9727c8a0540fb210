import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** Profile pages and the member's own profile update: the refusals (decision 038). */
export const profileErrors = {
  /** SPEC §8: the hover card shows these words too. */
  userNotFound: { code: 'profile.user_not_found', status: 404, message: 'User not found' },
  oneSection: {
    code: 'profile.one_section',
    status: 400,
    message: 'Update one section at a time: the bio, the casino usernames or the social media links.',
  },
  /** A casino username another member holds; the site settings name the casino (its field is the server's). */
  casinoTaken: {
    code: 'profile.casino_taken',
    status: 409,
    message: (label: string) => `This ${label} is already linked to another member.`,
  },
} as const satisfies ErrorCatalogue;

export const profileErrorCodes = /* @__PURE__ */ errorCodes(profileErrors);
