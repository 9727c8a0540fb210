import { id, idParam, intParam } from '../common/ids.ts';
import { payoutStatusSchema } from '../common/payout-status.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';

/**
 * What buying an item gives (decision 043): `item`, served by a moderator from the redemption queue;
 * `cash`, a sum paid to the member's casino account through the payout queue.
 */
export const storeItemKinds = ['item', 'cash'] as const;
export const storeItemKindSchema = z.enum(storeItemKinds);
export type StoreItemKind = z.infer<typeof storeItemKindSchema>;

/** SPEC §3 Item, plus `is_active` for the admin. `quantity: null` = unlimited stock. */
export const storeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  cost: z.number().int(),
  kind: storeItemKindSchema,
  /** A cash item's sum in dollars; null for an item. */
  cash_amount: z.number().nullable(),
  quantity: z.number().int().nullable(),
  max_purchases_per_user: z.number().int().nullable(),
  user_purchases: z.number().int(),
  created_at: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** A casino a cash item can be paid to: one the member has a casino username linked for. */
export const payoutCasinoSchema = z.object({
  platform_id: z.number().int(),
  name: z.string(),
  casino_username: z.string(),
});
export type PayoutCasino = z.infer<typeof payoutCasinoSchema>;

/** GET /api/r/store (signed in only); `payout_casinos` are where the member's cash items can go. */
export const storeResponseSchema = z.object({
  store_items: z.array(storeItemSchema),
  user_points: z.number().int(),
  payout_casinos: z.array(payoutCasinoSchema),
});
export type StoreResponse = z.infer<typeof storeResponseSchema>;

/** SPEC §3 Redemption (GET /api/r/store/redemptions), newest first. */
export const redemptionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  is_processed: z.boolean(),
  /** A cash item's payout (in the payout queue, paid or rejected); null for an item. */
  payout: z
    .object({
      status: payoutStatusSchema,
      amount: z.number(),
      casino: z.string().nullable(),
      casino_username: z.string().nullable(),
      /** Rejected: why (the points came back). */
      reason: z.string().nullable(),
    })
    .nullable(),
  item: z.object({
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    cost: z.number().int(),
  }),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/r/store/{itemId}/redeem body: a cash item names the casino it is paid to. */
export const redeemInputSchema = z.strictObject({
  platform_id: id('Choose a casino').optional(),
});
export type RedeemInput = z.infer<typeof redeemInputSchema>;

/** POST /api/r/store/{itemId}/redeem → data. */
export const redeemResultSchema = z.object({
  user_points: z.number().int(),
  item_quantity: z.number().int().nullable(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/* ---------- admin and moderators ---------- */

const optionalImage = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  url({ sitePath: true }).nullable(),
);

/** POST /api/admin/store/items and PUT …/{id}: the §3 Item fields (+ is_active). */
export const storeItemInputSchema = z
  .strictObject({
    name: text({ max: 80, min: 1, minMessage: 'Name is required' }),
    description: text({ max: 1000, multiline: true }),
    image: optionalImage,
    cost: z
      .number({ error: 'Enter a cost in points' })
      .int('Whole points only')
      .min(1, 'Cost must be at least 1 point')
      .max(100_000_000),
    quantity: z.number().int('Whole units only').min(0, 'Stock cannot be negative').max(1_000_000).nullable(),
    max_purchases_per_user: z
      .number()
      .int()
      .min(1, 'At least 1, or leave empty for unlimited')
      .max(10_000)
      .nullable(),
    is_active: z.boolean().default(true),
    kind: storeItemKindSchema.default('item'),
    /** Dollars, for a cash item only (2 decimals at most). */
    cash_amount: z
      .number({ error: 'Enter the amount in dollars' })
      .positive('The amount must be more than $0')
      .max(100_000)
      .multipleOf(0.01, 'At most 2 decimals')
      .nullable()
      .default(null),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'cash' && item.cash_amount === null) {
      ctx.addIssue({ code: 'custom', message: 'A cash item needs an amount', path: ['cash_amount'] });
    }
    if (item.kind === 'item' && item.cash_amount !== null) {
      ctx.addIssue({ code: 'custom', message: 'Only a cash item has an amount', path: ['cash_amount'] });
    }
  });
export type StoreItemInput = z.infer<typeof storeItemInputSchema>;

export const adminStoreItemSchema = /* @__PURE__ */ storeItemSchema.omit({ user_purchases: true }).extend({
  is_active: z.boolean(),
  /** Redemptions ever made (not refunded); an item with any cannot be deleted. */
  sold: z.number().int(),
});
export type AdminStoreItem = z.infer<typeof adminStoreItemSchema>;

/** `payout`: a cash item's redemption, in the payout queue (never in the moderators' queue). */
export const redemptionStatuses = ['pending', 'processed', 'refunded', 'payout'] as const;
export const redemptionStatusSchema = z.enum(redemptionStatuses);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;
/** What the moderators' queue shows and filters by: item redemptions only. */
export const queueStatuses = ['pending', 'processed', 'refunded'] as const;

/** POST /api/staff/redemptions/{id}/refund: a reason, required (Admins only) once it was processed. */
export const refundRedemptionSchema = z.strictObject({
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text({ max: 300, min: 3, minMessage: 'At least 3 characters', multiline: true }).optional(),
  ),
});
export type RefundRedemptionInput = z.infer<typeof refundRedemptionSchema>;

/** The moderators' queue row. */
export const queueRedemptionSchema = z.object({
  id: z.number().int(),
  status: redemptionStatusSchema,
  cost: z.number().int(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  processed_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  refunded_at: z.string().nullable(),
  item: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    kick_username: z.string().nullable(),
  }),
});
export type QueueRedemption = z.infer<typeof queueRedemptionSchema>;

export const queueQuerySchema = z.object({
  status: z.enum(queueStatuses).optional(),
  item_id: idParam('Choose a store item').optional(),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export const QUEUE_PAGE_SIZE = 25;

/** GET /api/staff/redemptions: one page of the queue, pending first. */
export const queuePageSchema = z.object({
  redemptions: z.array(queueRedemptionSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;
