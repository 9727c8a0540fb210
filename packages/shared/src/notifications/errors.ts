import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** Notifications: the refusals (decision 038). */
export const notificationsErrors = {
  notFound: { code: 'notifications.not_found', status: 404, message: 'Notification not found.' },
} as const satisfies ErrorCatalogue;

export const notificationsErrorCodes = /* @__PURE__ */ errorCodes(notificationsErrors);
