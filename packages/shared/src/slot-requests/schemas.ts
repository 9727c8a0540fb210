import { id } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import {
  MAX_COST,
  MAX_MULTIPLIER_HUNDREDTHS,
  MAX_PER_MEMBER,
  MAX_REWARD,
  MAX_REWARD_CASH,
} from './messages.ts';
import { slotRequestRewardKinds, slotRequestSources, slotRequestStatuses } from './rules.ts';

// The texts and limits live in a file without zod (pages read them without loading zod).

export const slotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.string().nullable(),
  image: z.string().nullable(),
  banned: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

/** One request as the queue, the page, the overlay and the admin screen show it. Money in dollars. */
export const slotRequestSchema = z.object({
  id: z.number().int(),
  slot: slotSchema,
  username: z.string(),
  status: z.enum(slotRequestStatuses),
  source: z.enum(slotRequestSources),
  cost: z.number().int(),
  refunded: z.boolean(),
  bet: z.number().nullable(),
  win: z.number().nullable(),
  /** ×, two decimals. */
  multiplier: z.number().nullable(),
  /** Points the reward paid (null: none). */
  reward: z.number().int().nullable(),
  /** Dollars the reward queued in the payout queue (null: none). */
  reward_cash: z.number().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type SlotRequest = z.infer<typeof slotRequestSchema>;

/** The settings (admin) — what a member sees of them is the same minus nothing secret. */
export const slotRequestSettingsSchema = z.object({
  open: z.boolean(),
  per_member: z.number().int(),
  cost_points: z.number().int(),
  min_account_days: z.number().int(),
  min_level: z.number().int(),
  /** What the reward is: points through the ledger or cash to the payout queue. */
  reward_kind: z.enum(slotRequestRewardKinds),
  reward_points: z.number().int(),
  /** Dollars (cash reward). */
  reward_cash: z.number(),
  /** ×, two decimals. */
  reward_multiplier: z.number(),
});
export type SlotRequestSettings = z.infer<typeof slotRequestSettingsSchema>;

const whole = (max: number, min = 0) => z.number().int().min(min).max(max);

/** PUT /api/admin/slot-requests/settings. */
export const slotRequestSettingsInputSchema = z.strictObject({
  open: z.boolean(),
  per_member: whole(MAX_PER_MEMBER, 1),
  cost_points: whole(MAX_COST),
  min_account_days: whole(3_650),
  min_level: whole(1_000, 1),
  reward_kind: z.enum(slotRequestRewardKinds).default('points'),
  reward_points: whole(MAX_REWARD),
  /** Dollars; 0: no cash reward. */
  reward_cash: z.number().min(0).max(MAX_REWARD_CASH).multipleOf(0.01).default(0),
  reward_multiplier: z
    .number()
    .min(0.01)
    .max(MAX_MULTIPLIER_HUNDREDTHS / 100),
});
export type SlotRequestSettingsInput = z.infer<typeof slotRequestSettingsInputSchema>;

/** A pick: its commitment before, and after the pick the request it chose. */
export const slotPickSchema = z.object({
  id: z.number().int(),
  server_seed_hash: z.string(),
  drawn_at: z.string().nullable(),
  request: slotRequestSchema.nullable(),
});
export type SlotPick = z.infer<typeof slotPickSchema>;

/** GET /api/r/slot-requests: the queue (open first, picked on top), the viewer's own, the picks. */
export const slotRequestStateSchema = z.object({
  settings: slotRequestSettingsSchema,
  queue: z.array(slotRequestSchema),
  mine: z.array(slotRequestSchema),
  /** The next pick's seed hash: shown before the pick. */
  next_pick_hash: z.string().nullable(),
  last_pick: slotPickSchema.nullable(),
  recently_played: z.array(slotRequestSchema),
});
export type SlotRequestState = z.infer<typeof slotRequestStateSchema>;

/** GET /api/r/slot-requests/slots?q=: catalogue slots by name. */
export const slotSearchQuerySchema = z.object({ q: text({ max: 120 }).default('') });
export const slotSearchSchema = z.array(slotSchema);

/** POST /api/r/slot-requests: one catalogue slot. */
export const slotRequestInputSchema = z.strictObject({ slot_id: id() });
export type SlotRequestInput = z.infer<typeof slotRequestInputSchema>;

const money = z.number().min(0).max(10_000_000).multipleOf(0.01);

/** POST /api/admin/slot-requests/{id}/played: the result (multiplier = win ÷ bet). */
export const slotPlayedInputSchema = z.strictObject({ bet: money.min(0.01), win: money });
export type SlotPlayedInput = z.infer<typeof slotPlayedInputSchema>;

/** POST /api/admin/slot-requests/slots/import: CSV text, one slot a line: name, provider, image. */
export const slotImportInputSchema = z.strictObject({
  csv: text({ max: 500_000, min: 1, multiline: true }),
});
export type SlotImportInput = z.infer<typeof slotImportInputSchema>;
export const slotImportResultSchema = z.object({ added: z.number().int(), known: z.number().int() });

/** PUT /api/admin/slot-requests/slots/{id}: ban or allow a slot. */
export const slotUpdateInputSchema = z.strictObject({ banned: z.boolean() });

/** The verify data of a pick: the raffles' shape (scripts/verify-draw.mjs reads both). */
export const slotPickVerifySchema = z.object({
  pick_id: z.number().int(),
  title: z.string(),
  algorithm: z.string(),
  server_seed_hash: z.string(),
  server_seed_hash_published_at: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  ticket_count: z.number().int(),
  tickets: z.array(
    z.object({
      index: z.number().int(),
      entry_id: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
      slot: z.string(),
    }),
  ),
  draws: z.array(
    z.object({
      nonce: z.number().int(),
      kind: z.literal('draw'),
      winners_wanted: z.number().int(),
      winners: z.array(
        z.object({
          position: z.number().int(),
          ticket_index: z.number().int(),
          entry_id: z.number().int(),
          user_id: z.number().int(),
        }),
      ),
      replaced_user_id: z.null(),
      drawn_at: z.string(),
    }),
  ),
});
export type SlotPickVerify = z.infer<typeof slotPickVerifySchema>;

/** The `slot-requests` live topic's event: what changed; clients refetch. */
export const slotRequestLiveEventSchema = z.object({
  change: z.enum(['queue', 'pick', 'settings']),
  pick_id: z.number().int().nullable(),
});
export type SlotRequestLiveEvent = z.infer<typeof slotRequestLiveEventSchema>;
