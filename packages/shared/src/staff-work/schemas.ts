import { z } from '../common/zod.ts';

/**
 * Waiting work, counted for the admin panel's sidebar (issue 26, decision 053): each kind is one
 * section's queue. A count is present only when the viewer's role may act on that queue.
 */
export const workKinds = [
  'redemptions',
  'tickets',
  'payouts',
  'contact',
  'casino_accounts',
  'leaderboard_prizes',
] as const;
export type WorkKind = (typeof workKinds)[number];

/** GET /api/staff/work-counts: the staff member's own counts (Moderator: redemptions and tickets). */
export const WORK_COUNTS_PATH = '/api/staff/work-counts';

const count = z.number().int().min(0);

export const workCountsSchema = z.object({
  /** Store purchases waiting to be processed (not the staff member's own). */
  redemptions: count.optional(),
  /** Support tickets waiting on staff (status open, not the staff member's own). */
  tickets: count.optional(),
  /** Payouts waiting for a decision (pending, not the staff member's own). */
  payouts: count.optional(),
  /** Contact messages nobody has read yet (unread, not archived). */
  contact: count.optional(),
  /** Casino accounts waiting for verification (pending). */
  casino_accounts: count.optional(),
  /** Leaderboard prizes of closed periods no member was matched to (unmatched, not held; decision 063). */
  leaderboard_prizes: count.optional(),
});
export type WorkCounts = z.infer<typeof workCountsSchema>;

/** "3 waiting": the count's accessible words beside a section's name. */
export const workCountWords = (n: number) => `${n} waiting`;
