import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The day a ban started, as people read it: in UTC, so it is the same day wherever it is read. */
export const banDay = (since: string | number | Date): string =>
  new Date(since).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Sign-in refusals (decision 038). A banned member is told since when, not why: the reason is the
 * Admin's note for staff (decision 041).
 */
export const authErrors = {
  banned: {
    code: 'auth.banned',
    status: 403,
    message: (since: string | number | Date) =>
      `This account has been banned since ${banDay(since)}. If you think this is a mistake, write to us through the contact page.`,
  },
} as const satisfies ErrorCatalogue;

export const authErrorCodes = /* @__PURE__ */ errorCodes(authErrors);
