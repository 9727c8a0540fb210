import { z } from '../common/zod.ts';
import { historyKinds } from './messages.ts';
import { HISTORY_MAX_PAGE, historyTabs } from './tabs.ts';

/**
 * One winner of a past contest, as its own page shows them: a member's public username (masked when
 * banned: no profile link then), a leaderboard player's masked name, or a tournament's slot.
 */
export const historyWinnerSchema = z.object({
  /** Rank, place or 1-based order of the hunt's categories. */
  place: z.number().int(),
  name: z.string(),
  /** The member's profile to link, when the name is a member's public username. */
  username: z.string().nullable(),
  /** What they won, in words ("$50.00 — Casino tip", "1,000 points · 50 XP"); null: no prize for the place. */
  prize: z.string().nullable(),
  /** What the place is for, when not a rank ("Highest multiplier"). */
  label: z.string().nullable(),
  /** Leaderboards: dollars wagered in the period. */
  wagered: z.number().nullable(),
  /** Leaderboard prizes: whether its payout has been paid (false: pending); null where not tracked. */
  paid: z.boolean().nullable(),
});
export type HistoryWinner = z.infer<typeof historyWinnerSchema>;

/** A closed leaderboard period's board and dates. */
export const historyPeriodInfoSchema = z.object({
  platform_name: z.string(),
  platform_slug: z.string(),
  currency_symbol: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** One past contest (GET /api/r/history): its winners and where to check it. */
export const historyEntrySchema = z.object({
  kind: z.enum(historyKinds),
  /** The contest's id in its kind (a leaderboard period's id). */
  id: z.number().int(),
  title: z.string(),
  /** When it ended: drawn, closed, paid or finished. */
  ended_at: z.string(),
  /** The draw's verify view (raffles, wager raffles) or the contest's own page. */
  href: z.string(),
  /** Tournaments: the bracket's winner. */
  champion: z.string().nullable(),
  /** Leaderboards: the board and the period. */
  period: historyPeriodInfoSchema.nullable(),
  winners: z.array(historyWinnerSchema),
  /** Winners left off the card (see the contest's page). */
  more_winners: z.number().int(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type HistoryPagination = z.infer<typeof historyPaginationSchema>;

const pageParam = z
  .string()
  .regex(/^[0-9]{1,6}$/, 'Page must be a whole number from 1')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Page must be a whole number from 1').max(HISTORY_MAX_PAGE));

/** GET /api/r/history?kind={tab}&page={n}. */
export const historyQuerySchema = z.object({
  kind: z.enum(historyTabs, { error: 'Choose a kind of contest' }).default('all'),
  page: pageParam.default(1),
});

/** One player's line in a closed period's frozen standings. */
export const historyStandingSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  wagered: z.number(),
  /** Dollars; null below the prize ranks. */
  prize: z.number().nullable(),
  /** Prize ranks: paid or pending; null without a prize. */
  paid: z.boolean().nullable(),
});
export type HistoryStanding = z.infer<typeof historyStandingSchema>;

/** GET /api/r/history/periods/{id}: a closed period's full frozen standings. */
export const historyPeriodSchema = historyPeriodInfoSchema.extend({
  id: z.number().int(),
  /** "Roobet November 2026". */
  title: z.string(),
  closed_at: z.string(),
  standings: z.array(historyStandingSchema),
});
export type HistoryPeriod = z.infer<typeof historyPeriodSchema>;
