/** Stable codes of the announcements' failures (the envelope's `code`). */
export const announcementErrorCodes = {
  noWebhook: 'announcements.no_webhook',
} as const;
export type AnnouncementErrorCode = (typeof announcementErrorCodes)[keyof typeof announcementErrorCodes];
