import { idParam, intParam } from '../common/ids.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** SPEC §3 Item, plus `is_active` for the admin. `quantity: null` = unlimited stock. */
export const storeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  cost: z.number().int(),
  quantity: z.number().int().nullable(),
  max_purchases_per_user: z.number().int().nullable(),
  user_purchases: z.number().int(),
  created_at: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** GET /api/r/store (signed in only). */
export const storeResponseSchema = z.object({
  store_items: z.array(storeItemSchema),
  user_points: z.number().int(),
});
export type StoreResponse = z.infer<typeof storeResponseSchema>;

/** SPEC §3 Redemption (GET /api/r/store/redemptions), newest first. */
export const redemptionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  is_processed: z.boolean(),
  item: z.object({
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    cost: z.number().int(),
  }),
});
export type Redemption = z.infer<typeof redemptionSchema>;

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
export const storeItemInputSchema = z.strictObject({
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
});
export type StoreItemInput = z.infer<typeof storeItemInputSchema>;

export const adminStoreItemSchema = /* @__PURE__ */ storeItemSchema.omit({ user_purchases: true }).extend({
  is_active: z.boolean(),
  /** Redemptions ever made (not refunded); an item with any cannot be deleted. */
  sold: z.number().int(),
});
export type AdminStoreItem = z.infer<typeof adminStoreItemSchema>;

export const redemptionStatuses = ['pending', 'processed', 'refunded'] as const;
export const redemptionStatusSchema = z.enum(redemptionStatuses);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

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
  status: redemptionStatusSchema.optional(),
  item_id: idParam('item_id must be a store item id').optional(),
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
