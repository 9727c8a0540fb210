import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/**
 * Admin › Kick (decision 027): the channel the site listens to, the webhook subscription, the chat
 * points rules, the chat commands and the log of recent events. Kick's app credentials come from the
 * server's environment (KICK_CLIENT_ID / KICK_CLIENT_SECRET) and are never shown.
 */
export const kickAdminMessages = {
  channelSaved: 'Kick channel saved',
  /** Saved without Kick's app credentials: the embed shows it, but events need the broadcaster id. */
  channelSavedNotLookedUp: 'Kick channel saved. Its broadcaster id is looked up when Kick is configured.',
  rulesSaved: 'Chat points rules saved',
  commandsSaved: 'Chat commands saved',
  subscribed: 'Subscribed to Kick events',
  slug: 'Letters, numbers, _ and - only',
  name: 'Letters, numbers and _ only',
} as const;

/** The events the site subscribes to (version 1 each). */
export const kickEventNames = [
  'livestream.status.updated',
  'chat.message.sent',
  'channel.followed',
  'channel.subscription.new',
] as const;

const points = (max: number) => z.number().int().min(0).max(max);
const name = text({ max: 30, min: 1 })
  .regex(/^[A-Za-z0-9_]+$/, kickAdminMessages.name)
  .transform((v) => v.toLowerCase());
const names = z.array(name).max(200);

/**
 * The channel, entered once, here (decision 052): its slug as in kick.com/<slug>. The server looks its
 * broadcaster id up from Kick on save; Site settings shows the slug (the home page's stream embed).
 */
export const kickChannelInputSchema = z
  .object({
    channel_slug: text({ max: 64, min: 1 }).regex(/^[A-Za-z0-9_-]+$/, kickAdminMessages.slug),
  })
  .strict();
export type KickChannelInput = z.infer<typeof kickChannelInputSchema>;

export const kickRulesSchema = z
  .object({
    points_per_message: points(1_000_000),
    message_cooldown_seconds: points(86_400),
    /** Most chat points one member earns per UTC day (0: none). */
    daily_cap: points(100_000_000),
    follow_bonus: points(1_000_000),
    subscription_bonus: points(1_000_000),
    /** Members who earn nothing, by site or Kick username (lower case). */
    excluded_members: names,
    /** Kick accounts that are bots (lower case): they earn nothing and are never answered. */
    bot_names: names,
  })
  .strict();
export type KickRules = z.infer<typeof kickRulesSchema>;

export const defaultKickRules: KickRules = {
  points_per_message: 0,
  message_cooldown_seconds: 60,
  daily_cap: 100,
  follow_bonus: 0,
  subscription_bonus: 0,
  excluded_members: [],
  bot_names: ['botrix', 'kickbot'],
};

export const kickCommandsSchema = z
  .object({
    points: z.boolean(),
    leaderboard: z.boolean(),
    hunt: z.boolean(),
    /** `!bet <outcome> <points>` on the open points prediction (issue 29); never cooled down. Off when left out. */
    bet: z.boolean().default(false),
    /** `!sr <slot name>` requests a slot (issue 29, decision 059); never cooled down. Off when left out. */
    sr: z.boolean().default(false),
    /** Seconds before the same command is answered again (for anyone). */
    cooldown_seconds: points(3_600),
  })
  .strict();
export type KickCommands = z.infer<typeof kickCommandsSchema>;

/** Off by default (the streamer switches each on). */
export const defaultKickCommands: KickCommands = {
  points: false,
  leaderboard: false,
  hunt: false,
  bet: false,
  sr: false,
  cooldown_seconds: 30,
};

export const kickEventOutcomes = [
  'credited',
  'cooldown',
  'daily_cap',
  'not_live',
  'not_linked',
  'excluded',
  /** The member is banned (decision 041): they earn nothing. */
  'banned',
  'bot',
  'no_points',
  'bonus',
  'bonus_already',
  'live',
  'offline',
  'command',
  'command_cooldown',
  'command_off',
  'ignored',
] as const;
export type KickEventOutcome = (typeof kickEventOutcomes)[number];

export const kickEventLogSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  type: z.string(),
  kick_username: z.string().nullable(),
  username: z.string().nullable(),
  outcome: z.enum(kickEventOutcomes),
  points: z.number().int(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type KickEventLog = z.infer<typeof kickEventLogSchema>;

/** GET /api/admin/kick/events: the log, filtered by event type and outcome (each optional). */
export const kickEventsQuerySchema = z.object({
  type: z.enum(kickEventNames).optional(),
  outcome: z.enum(kickEventOutcomes).optional(),
});
export type KickEventsQuery = z.infer<typeof kickEventsQuerySchema>;

export const kickAdminStateSchema = z.object({
  configured: z.boolean(),
  /** The URL to enter as the app's webhook in Kick's developer settings. */
  webhook_url: z.string(),
  channel_slug: z.string().nullable(),
  broadcaster_user_id: z.string().nullable(),
  is_live: z.boolean(),
  live_changed_at: z.string().nullable(),
  subscribed_at: z.string().nullable(),
  subscription_error: z.string().nullable(),
  subscribed_events: z.array(z.string()),
  rules: kickRulesSchema,
  commands: kickCommandsSchema,
});
export type KickAdminState = z.infer<typeof kickAdminStateSchema>;
