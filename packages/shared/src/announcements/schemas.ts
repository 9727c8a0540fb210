import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/**
 * Admin › Announcements (decision 027): the Discord webhook the site announces raffle winners and
 * finished tournaments to, and the outbox of what was (or is still to be) posted. The webhook URL is
 * a secret: the server answers only whether one is set and its last characters.
 */
export const announcementAdminMessages = {
  saved: 'Announcement settings saved',
  removed: 'Discord webhook removed',
  testQueued: 'Test announcement queued: it is posted within a few seconds.',
  webhookUrl: 'Enter a Discord webhook link starting with https://',
} as const;

const isWebhookUrl = (v: string): boolean => {
  try {
    const url = new URL(v);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return url.hostname !== '';
    // Plain http only to this machine (a local relay or a test receiver).
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  } catch {
    return false;
  }
};

/** PUT /api/admin/announcements/settings: a new webhook URL, or null to remove it. */
export const announcementSettingsInputSchema = z
  .object({
    discord_webhook_url: text({ max: 500 })
      .refine((v) => /^\S+$/.test(v) && isWebhookUrl(v), announcementAdminMessages.webhookUrl)
      .nullable(),
  })
  .strict();
export type AnnouncementSettingsInput = z.infer<typeof announcementSettingsInputSchema>;

export const announcementSettingsSchema = z.object({
  discord_webhook_set: z.boolean(),
  /** e.g. `https://discord.com/api/webhooks/…cd12`: enough to recognise it, not to use it. */
  discord_webhook_hint: z.string().nullable(),
});
export type AnnouncementSettings = z.infer<typeof announcementSettingsSchema>;

export const announcementStatuses = ['pending', 'sent', 'failed'] as const;

export const announcementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  content: z.string(),
  status: z.enum(announcementStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
