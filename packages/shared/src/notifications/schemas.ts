import { intParam } from '../common/ids.ts';
import { z } from '../common/zod.ts';
import { NOTIFICATION_PAGE_SIZE, notificationKinds } from './kinds.ts';

export const notificationKindSchema = z.enum(notificationKinds);

/**
 * One of the member's notifications. `data` is what its kind's message needs
 * (`NotificationDataByKind` in kinds.ts); the web builds the text and the link from it.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationRow = z.infer<typeof notificationSchema>;

/** GET /api/r/notifications?page=: newest first, `NOTIFICATION_PAGE_SIZE` a page (or `limit`, the bell's panel). */
export const notificationsQuerySchema = z.object({
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
  limit: intParam({
    min: 1,
    max: NOTIFICATION_PAGE_SIZE,
    message: 'Limit must be a whole number from 1 to 20',
  }).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/r/notifications/unread-count. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The member's notification settings (GET and PUT /api/r/notifications/settings). */
export const notificationSettingsSchema = z.strictObject({
  /** "Email me about wins and payouts" (off by default; only when the site sends email). */
  email_wins: z.boolean({ error: 'Choose on or off' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsViewSchema = notificationSettingsSchema.extend({
  /** Whether this site sends email at all (SMTP configured). */
  email_available: z.boolean(),
  /** Whether the member has an email address to send to. */
  has_email: z.boolean(),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsViewSchema>;
