import { intParam } from '../common/ids.ts';
import { payoutStatusSchema } from '../common/payout-status.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** A payout's life: pending → paid (who, when, reference) or pending → rejected (who, when, reason). */

/** What a payout pays for: a VIP cash reward now, a wager-raffle cash prize later. */
/** `raffle`: a raffle's cash prize, source id = its raffle_prize_awards row (decision 044). */
/** `slot_challenge`: a slot challenge's cash prize, source id = its approved claim (decision 060). */
/** `slot_request`: a slot request's cash reward, source id = the request (decision 059). */
/** `leaderboard_prize`: a closed leaderboard period's prize rank, source id = its standing row (decision 063). */
export const payoutSources = [
  'vip_reward',
  'wager_raffle_prize',
  'store',
  'raffle',
  'slot_challenge',
  'slot_request',
  'leaderboard_prize',
] as const;
export const payoutSourceSchema = z.enum(payoutSources);
export type PayoutSource = z.infer<typeof payoutSourceSchema>;

/** A member's own payout (GET /api/r/payouts). Amounts are dollars. */
export const memberPayoutSchema = z.object({
  id: z.number().int(),
  status: payoutStatusSchema,
  source: payoutSourceSchema,
  amount: z.number(),
  description: z.string(),
  casino_username: z.string().nullable(),
  /** Paid: the tip or transfer id. */
  reference: z.string().nullable(),
  /** Rejected: why. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MemberPayout = z.infer<typeof memberPayoutSchema>;

/**
 * A warning on a pending payout about where it goes (decision 042): its casino account changed hands
 * since it was requested, or another member's payout goes to the same casino account.
 */
export const payoutFlagSchema = z.object({
  kind: z.enum(['relinked', 'shared_target']),
  message: z.string(),
  /** shared_target: the other member's payout (the earliest one). */
  other_payout_id: z.number().int().nullable(),
});
export type PayoutFlag = z.infer<typeof payoutFlagSchema>;

/** A row of the admins' payout queue: the member's view plus who it is for, where, and who decided. */
export const adminPayoutSchema = /* @__PURE__ */ memberPayoutSchema.extend({
  source_id: z.number().int(),
  platform: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), display_name: z.string() }),
  decided_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The casino account it is sent to (decision 042); null for payouts without one. */
  casino_account_id: z.number().int().nullable(),
  /** Pending payouts only: what the admin should look at before paying (decision 042). */
  flags: z.array(payoutFlagSchema),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const PAYOUT_PAGE_SIZE = 25;

/** GET /api/admin/payouts: filters by status, source and member name (a case-insensitive part of it). */
export const payoutQueueQuerySchema = z.object({
  status: payoutStatusSchema.optional(),
  source: payoutSourceSchema.optional(),
  q: text({ max: 40 }).optional(),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export type PayoutQueueQuery = z.infer<typeof payoutQueueQuerySchema>;

export const payoutPageSchema = z.object({
  payouts: z.array(adminPayoutSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

/** POST /api/admin/payouts/{id}/paid. */
export const markPaidSchema = z.strictObject({
  reference: text({ max: 200, min: 1, minMessage: 'Enter the reference (a tip or transfer id)' }),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

/** POST /api/admin/payouts/{id}/reject: the member reads the reason. */
export const rejectPayoutSchema = z.strictObject({
  reason: text({
    max: 500,
    min: 3,
    minMessage: 'Tell the member why (3 characters or more)',
    multiline: true,
  }),
});
export type RejectPayoutInput = z.infer<typeof rejectPayoutSchema>;

/** A day given as YYYY-MM-DD (UTC). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .optional();

/**
 * GET /api/admin/payouts/export.csv (decision 043): paid payouts by default (what went out, for the
 * books), or pending ones (to tip in bulk, then mark paid), or rejected; `from`/`to` are UTC days,
 * inclusive, on when it was decided (pending: when it was requested).
 */
export const payoutExportQuerySchema = z.object({
  status: payoutStatusSchema.default('paid'),
  from: day,
  to: day,
});
export type PayoutExportQuery = z.infer<typeof payoutExportQuerySchema>;
