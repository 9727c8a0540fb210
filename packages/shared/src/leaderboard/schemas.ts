import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { leaderboardErrors } from './errors.ts';

export const timeframes = ['weekly', 'biweekly', 'monthly', 'custom'] as const;
export const timeframeSchema = z.enum(timeframes);
export type Timeframe = z.infer<typeof timeframeSchema>;

export const leaderboardEntrySchema = z.object({
  displayName: z.string(),
  wagered: z.number(),
  avatar: z.string().nullable(),
  favoriteGameTitle: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  currency_symbol: z.string(),
  prizes: z.array(z.number()),
  top_three: z.array(leaderboardEntrySchema),
  rest_of_users: z.array(leaderboardEntrySchema),
  current_period: z.object({ endTimestamp: z.number().nullable() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardPlatformSchema = z.object({
  slug: z.string(),
  name: z.string(),
  active_leaderboard: z.object({ timeframe: timeframeSchema }),
  is_paused: z.boolean(),
  pause_message: z.string().nullable(),
});
export type LeaderboardPlatform = z.infer<typeof leaderboardPlatformSchema>;

/** SPEC §3 "Leaderboard payload", exactly. */
export const leaderboardPayloadSchema = z.object({
  platforms: z.array(leaderboardPlatformSchema),
  selected_platform: z.object({ slug: z.string() }).nullable(),
  all_leaderboards: z.record(z.string(), leaderboardSchema),
});
export type LeaderboardPayload = z.infer<typeof leaderboardPayloadSchema>;

const money = z.number().nonnegative().max(100_000_000).multipleOf(0.01, 'At most 2 decimals');

/** What an admin edits on a leaderboard platform. */
export const platformInputSchema = z.strictObject({
  slug: text({ max: 40, min: 2, minMessage: 'Slug must be at least 2 characters' })
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and - only'),
  name: text({ max: 60, min: 1, minMessage: 'Name is required' }),
  timeframe: timeframeSchema,
  currency_symbol: text({ max: 4, min: 1, minMessage: 'Required' }),
  prizes: z.array(money).max(100, 'At most 100 prizes'),
  is_paused: z.boolean(),
  pause_message: text({ max: 300, multiline: true }),
  /** The platform's logo (VIP tabs); left out, it stays as it is. */
  image: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      url({ sitePath: true }).nullable(),
    )
    .optional(),
  /**
   * Which casino username from a member's Settings identifies them here (1–3, labelled by the
   * site's casino labels), null for none; left out, it stays as it is. VIP progress reads it.
   */
  casino_slot: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose casino username 1, 2 or 3' })
    .nullable()
    .optional(),
});
export type PlatformInput = z.infer<typeof platformInputSchema>;

/** What the admin's leaderboard screens show after each change; the server answers the same words. */
export const leaderboardMessages = {
  created: 'Leaderboard created',
  saved: 'Leaderboard saved',
  deleted: 'Leaderboard deleted',
  orderSaved: 'Order saved',
  periodEndSaved: 'Period end saved',
  periodStarted: 'New period started',
  endBeforeStart: leaderboardErrors.endBeforeStart.message,
  /** Admin: a board whose current period has no players yet (decision 033). */
  noWagers: 'No wagers yet — connect a feed or import a CSV',
} as const;

/** Admin: end the current period at a given moment (it may be in the past: the period then ends). */
export const periodEndSchema = z.strictObject({ ends_at: z.iso.datetime({ offset: true }) });

/** Admin: start a new period, now or at a given moment, ending at `ends_at`. */
export const periodInputSchema = /* @__PURE__ */ periodEndSchema
  .extend({ starts_at: z.iso.datetime({ offset: true }).optional() })
  .refine((p) => !p.starts_at || Date.parse(p.starts_at) < Date.parse(p.ends_at), {
    message: leaderboardMessages.endBeforeStart,
    path: ['ends_at'],
  });
export type PeriodInput = z.infer<typeof periodInputSchema>;

/** Admin view of a platform: the public fields plus its id, order and current period. */
export const adminPlatformSchema = /* @__PURE__ */ platformInputSchema.extend({
  id: z.number().int(),
  sort_order: z.number().int(),
  provider: z.string(),
  image: z.string().nullable(),
  casino_slot: z.number().int().nullable(),
  current_period: z
    .object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), players: z.number().int() })
    .nullable(),
});
export type AdminPlatform = z.infer<typeof adminPlatformSchema>;
