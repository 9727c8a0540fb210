import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The announcements' refusals (decisions 038, 055). */
export const announcementErrors = {
  noWebhook: { code: 'announcements.no_webhook', status: 409, message: 'Set a Discord webhook first.' },
  notFound: { code: 'announcements.not_found', status: 404, message: 'Announcement not found' },
  /** Retry of a row that is pending or sent, Cancel of one already sent or closed. */
  notOpen: {
    code: 'announcements.not_open',
    status: 409,
    message: 'This announcement has already been sent or closed: refresh the list.',
  },
  /** Retry of a row whose kind is switched off: it would only be skipped again. */
  kindOff: {
    code: 'announcements.kind_off',
    status: 409,
    message: 'This kind of announcement is switched off: turn it on under "What is announced" first.',
  },
} as const satisfies ErrorCatalogue;

export const announcementErrorCodes = /* @__PURE__ */ errorCodes(announcementErrors);
