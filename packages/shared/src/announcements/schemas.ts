import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { announcementKinds } from './messages.ts';

/**
 * Admin › Announcements (decisions 027, 055): the Discord webhook the site announces raffle winners and
 * finished tournaments to, which kinds are announced, and the outbox of what was (or is still to be)
 * posted. The webhook URL is a secret: the server answers only whether one is set and its last characters.
 */
export const announcementAdminMessages = {
  saved: 'Announcement settings saved',
  removed: 'Discord webhook removed',
  webhookUrl: 'Paste the webhook URL Discord gives you: it starts with https://discord.com/api/webhooks/',
  testSent: 'Test message sent: check your Discord channel',
  testFailed: (error: string) => `The test message was not sent: ${error}`,
  retried: 'Queued again: it is posted within a few seconds',
  cancelled: 'Announcement cancelled: it will not be posted',
} as const;

/** Discord's hosts for webhooks (the app, its canary and public test builds, and the old domain). */
const discordHosts = [
  'discord.com',
  'discordapp.com',
  'canary.discord.com',
  'ptb.discord.com',
  'canary.discordapp.com',
  'ptb.discordapp.com',
];
/** This machine: a local relay, or the tests' fake Discord (plain http allowed only here). */
const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];
/** `/api/webhooks/{id}/{token}`, with an optional API version (`/api/v10/…`), as Discord gives it. */
const webhookPath = /^\/api(\/v\d{1,2})?\/webhooks\/\d{1,25}\/[\w-]{1,200}\/?$/;

/**
 * A Discord webhook URL: https on Discord's own hosts (or http(s) on this machine, where the tests'
 * fake runs), Discord's webhook path, no credentials and no fragment.
 */
export function isDiscordWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash || /\s/.test(value)) return false;
  const discord = url.protocol === 'https:' && discordHosts.includes(url.hostname) && url.port === '';
  const local = ['http:', 'https:'].includes(url.protocol) && loopbackHosts.includes(url.hostname);
  return (discord || local) && webhookPath.test(url.pathname);
}

/** PUT /api/admin/announcements/settings: the webhook (null removes it) and the kinds announced. */
export const announcementSettingsInputSchema = z
  .object({
    discord_webhook_url: text({ max: 500 })
      .refine(isDiscordWebhookUrl, announcementAdminMessages.webhookUrl)
      .nullable()
      .optional(),
    events: z.array(z.enum(announcementKinds)).max(announcementKinds.length).optional(),
  })
  .strict();
export type AnnouncementSettingsInput = z.infer<typeof announcementSettingsInputSchema>;

export const announcementSettingsSchema = z.object({
  discord_webhook_set: z.boolean(),
  /** e.g. `https://discord.com/…cd12`: enough to recognise it, not to use it. */
  discord_webhook_hint: z.string().nullable(),
  /** The kinds announced (the others are switched off). */
  events: z.array(z.enum(announcementKinds)),
});
export type AnnouncementSettings = z.infer<typeof announcementSettingsSchema>;

/** POST /api/admin/announcements/test: what Discord made of the test message, in words. */
export const announcementTestSchema = z.object({ sent: z.boolean(), message: z.string() });
export type AnnouncementTest = z.infer<typeof announcementTestSchema>;

export const announcementStatuses = ['pending', 'sent', 'failed', 'cancelled', 'expired', 'skipped'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const announcementStatusLabels: Record<AnnouncementStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  skipped: 'Skipped',
};

/** What an admin may do with a row: Retry what did not go out, Cancel what has not gone out yet. */
export const canRetryAnnouncement = (status: AnnouncementStatus) =>
  status === 'failed' || status === 'expired' || status === 'skipped' || status === 'cancelled';
export const canCancelAnnouncement = (status: AnnouncementStatus) =>
  status === 'pending' || status === 'failed';

export const announcementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.enum(announcementKinds).nullable(),
  content: z.string(),
  status: z.enum(announcementStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
