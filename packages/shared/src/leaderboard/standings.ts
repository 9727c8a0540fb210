import { intParam } from '../common/ids.ts';
import { payoutStatusSchema } from '../common/payout-status.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/**
 * A closed period's frozen standings (decision 063): one row per ranked player. A prize rank's state:
 * `queued` (matched to a member's verified casino account, its payout in the queue), `unmatched` (no
 * member found: staff match, skip or hold it), `held` (staff hold it for now), `skipped` (staff decided
 * it is not paid, with a reason). A rank without a prize is `none`.
 */
export const standingStatuses = ['none', 'queued', 'unmatched', 'held', 'skipped'] as const;
export const standingStatusSchema = z.enum(standingStatuses);
export type StandingStatus = z.infer<typeof standingStatusSchema>;

/** Closing waits this long after a period's end, so an API feed's final sync lands first (decision 026). */
export const CLOSE_GRACE_MS = 15 * 60_000;

/** How many of a period's top ranks the history list carries (prize ranks are always there). */
export const HISTORY_TOP = 10;
export const HISTORY_PAGE_SIZE = 20;

/** One frozen rank as the public sees it: no casino username, no member. */
export const publicStandingSchema = z.object({
  rank: z.number().int(),
  /** The name as the board showed it. */
  display_name: z.string(),
  wagered_cents: z.number().int(),
  /** Null for a rank without a prize. */
  prize_cents: z.number().int().nullable(),
  /** True once its payout is marked paid. */
  paid: z.boolean(),
});
export type PublicStanding = z.infer<typeof publicStandingSchema>;

/** A closed period for the public history (`closedPeriodsPage`, `closedPeriod`). */
export const closedPeriodSchema = z.object({
  id: z.number().int(),
  platform: z.object({ name: z.string(), slug: z.string() }),
  currency_symbol: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  closed_at: z.string(),
  /** Every ranked player of the period. */
  players: z.number().int(),
  standings: z.array(publicStandingSchema),
});
export type ClosedPeriod = z.infer<typeof closedPeriodSchema>;

export const closedPeriodsPageSchema = z.object({
  periods: z.array(closedPeriodSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ClosedPeriodsPage = z.infer<typeof closedPeriodsPageSchema>;

export const closedPeriodsQuerySchema = z.object({
  platform: text({ max: 40 }).optional(),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export type ClosedPeriodsQuery = z.infer<typeof closedPeriodsQuerySchema>;

/** A prize rank as staff see it: who it was matched to, the casino username, the payout. */
export const adminStandingSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  display_name: z.string(),
  /** The player's casino username key from the feed (never public). */
  casino_username: z.string(),
  wagered_cents: z.number().int(),
  prize_cents: z.number().int(),
  status: standingStatusSchema,
  member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  payout: z.object({ id: z.number().int(), status: payoutStatusSchema }).nullable(),
  /** Skipped or held: why. */
  reason: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type AdminStanding = z.infer<typeof adminStandingSchema>;

/** An ended period of a board as staff see it: closed (with its prize ranks) or waiting to close. */
export const adminPastPeriodSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  closed_at: z.string().nullable(),
  players: z.number().int(),
  /** The wager table changed after the close (a late feed correction): reopen to take it in. */
  wagers_changed: z.boolean(),
  /** True when any of its payouts is paid: it can no longer be reopened. */
  has_paid: z.boolean(),
  prizes: z.array(adminStandingSchema),
});
export type AdminPastPeriod = z.infer<typeof adminPastPeriodSchema>;

export const adminPastPeriodsSchema = z.object({
  platform: z.object({ id: z.number().int(), name: z.string(), currency_symbol: z.string() }),
  periods: z.array(adminPastPeriodSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** Prize ranks waiting for staff on this board (unmatched, not held). */
  unmatched: z.number().int(),
});
export type AdminPastPeriods = z.infer<typeof adminPastPeriodsSchema>;
export const ADMIN_PERIODS_PAGE_SIZE = 10;

export const pastPeriodsQuerySchema = z.object({
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});

const reason = text({ min: 3, max: 300, minMessage: 'Give a reason (at least 3 characters)' });

/** Reopen a closed period, Skip or Hold a prize rank: a reason is required. */
export const reasonInputSchema = z.strictObject({ reason });
export type ReasonInput = z.infer<typeof reasonInputSchema>;

/** Match a prize rank to a member (by username) and their verified casino account on the board's casino. */
export const matchStandingSchema = z.strictObject({
  username: text({ min: 1, max: 40, minMessage: 'Enter the member’s username' }),
  reason: text({ max: 300 }).optional(),
});
export type MatchStandingInput = z.infer<typeof matchStandingSchema>;

const ordinalSuffix = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
};
/** 1 → '1st', 22 → '22nd'. */
export const ordinal = (n: number) => `${n}${ordinalSuffix(n)}`;

/** 'Roobet November 2026' for a month, else 'Roobet 3 Nov – 10 Nov 2026' (UTC). */
export function periodLabel(platform: string, startsAt: Date, endsAt: Date): string {
  const lastDay = new Date(endsAt.getTime() - 1);
  const wholeMonth =
    startsAt.getUTCDate() === 1 &&
    startsAt.getUTCHours() === 0 &&
    startsAt.getUTCMinutes() === 0 &&
    endsAt.getUTCDate() === 1 &&
    endsAt.getUTCHours() === 0 &&
    lastDay.getUTCMonth() === startsAt.getUTCMonth() &&
    lastDay.getUTCFullYear() === startsAt.getUTCFullYear();
  if (wholeMonth) {
    const month = startsAt.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    return `${platform} ${month} ${startsAt.getUTCFullYear()}`;
  }
  const day = (d: Date) => d.toLocaleString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${platform} ${day(startsAt)} – ${day(lastDay)} ${lastDay.getUTCFullYear()}`;
}

/** The payout's description, as the member and the admin read it. */
export const prizeDescription = (rank: number, period: string) =>
  `Leaderboard prize: ${ordinal(rank)}, ${period}`;

export const standingMessages = {
  closed: 'Period closed',
  reopened: 'Period reopened: it closes again at the next run',
  matched: 'Matched: the payout is in the queue',
  skipped: 'Prize skipped',
  held: 'Prize held',
  released: 'Prize released',
  /** The reason a reopened period's pending payouts are rejected with (the member reads it). */
  reopenedPayoutReason: (reason: string) => `Leaderboard period reopened for a correction: ${reason}`,
} as const;
