import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The announcements' refusals (decision 038). */
export const announcementErrors = {
  noWebhook: { code: 'announcements.no_webhook', status: 409, message: 'Set a Discord webhook first.' },
} as const satisfies ErrorCatalogue;

export const announcementErrorCodes = /* @__PURE__ */ errorCodes(announcementErrors);
