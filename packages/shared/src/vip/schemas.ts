import { casinoAccountStatuses } from '../common/casino-accounts.ts';
import { id, idParam } from '../common/ids.ts';
import { payoutStatusSchema } from '../common/payout-status.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** SPEC §3 Tier reward_type: 'cash' (paid through the payout queue) or points (credited through the ledger). */
export const vipRewardTypes = ['cash', 'points'] as const;
export const vipRewardTypeSchema = z.enum(vipRewardTypes);
export type VipRewardType = z.infer<typeof vipRewardTypeSchema>;

/**
 * SPEC §3 Tier, as a member sees it. Money is in dollars (2 decimals at most): `min_wagered` always,
 * `reward_amount` for 'cash'; a 'points' reward is whole points.
 */
export const vipTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  min_wagered: z.number(),
  reward_type: vipRewardTypeSchema,
  reward_amount: z.number(),
  eligible: z.boolean(),
  can_claim: z.boolean(),
  already_claimed: z.boolean(),
  /**
   * Decision 042: the tier was claimed for the casino account the member holds (by them or by whoever
   * held it before), so it counts as claimed.
   */
  claimed_for_account: z.boolean(),
  /** The member's account on this casino is linked but not verified (pending or refused): nothing earns. */
  needs_verification: z.boolean(),
});
export type VipTier = z.infer<typeof vipTierSchema>;

/** One platform's tab: the platform, the member's lifetime wager there (dollars) and its tiers in order. */
export const vipPlatformTiersSchema = z.object({
  platform: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  /** Lifetime wager of the member's verified account there (decision 042), in dollars. */
  user_wagered: z.number(),
  /** The member's casino account there, and its state; null when none is linked (or no casino slot). */
  casino_account: z
    .object({
      username: z.string(),
      status: z.enum(casinoAccountStatuses),
      refusal_reason: z.string().nullable(),
    })
    .nullable(),
  tiers: z.array(vipTierSchema),
});
export type VipPlatformTiers = z.infer<typeof vipPlatformTiersSchema>;

/** GET /api/r/vip-rewards (signed in): SPEC §3 "VIP rewards response", keyed by platform name in order. */
export const vipRewardsSchema = z.object({
  user_stats: z.object({
    total_wagered: z.number(),
    /** The platform the member wagered most on; null when they wagered nothing (shown 'N/A'). */
    favorite_platform: z.object({ name: z.string() }).nullable(),
    /** How many tiers the member has claimed (retired tiers included). */
    total_claimed: z.number().int(),
  }),
  tiers_by_platform: z.record(z.string(), vipPlatformTiersSchema),
});
export type VipRewards = z.infer<typeof vipRewardsSchema>;

/** POST /api/r/vip-rewards/{tierId}/claim → data. `payout_id` for a cash reward (its payout request). */
export const vipClaimResultSchema = z.object({
  claim_id: z.number().int(),
  tier_id: z.number().int(),
  reward_type: vipRewardTypeSchema,
  reward_amount: z.number(),
  user_points: z.number().int(),
  payout_id: z.number().int().nullable(),
});
export type VipClaimResult = z.infer<typeof vipClaimResultSchema>;

/* ---------- admin ---------- */

const dollars = (label: string) =>
  z
    .number({ error: `Enter ${label} in dollars` })
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative`)
    .max(1_000_000_000)
    .multipleOf(0.01, 'At most 2 decimals');

const optionalImage = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  url({ sitePath: true }).nullable(),
);

const tierShape = {
  name: text({ max: 60, min: 1, minMessage: 'Name is required' }),
  description: text({ max: 300, multiline: true }),
  image: optionalImage,
  min_wagered: dollars('the required wager'),
  reward_type: vipRewardTypeSchema,
  /** Dollars for 'cash' (2 decimals at most), whole points for 'points'. */
  reward_amount: z
    .number({ error: 'Enter a reward' })
    .positive('The reward must be more than 0')
    .max(100_000_000)
    .multipleOf(0.01, 'At most 2 decimals'),
};

const wholePoints = (t: { reward_type: VipRewardType; reward_amount: number }) =>
  t.reward_type === 'cash' || Number.isInteger(t.reward_amount);
const wholePointsIssue = { message: 'Whole points only', path: ['reward_amount'] };

/** PUT /api/admin/vip/tiers/{id}: what an admin edits on a tier (its platform stays). */
export const vipTierInputSchema = z.strictObject(tierShape).refine(wholePoints, wholePointsIssue);
export type VipTierInput = z.infer<typeof vipTierInputSchema>;

/** POST /api/admin/vip/tiers: a new tier, last on its platform. */
export const vipTierCreateSchema = z
  .strictObject({ platform_id: id('Choose a platform'), ...tierShape })
  .refine(wholePoints, wholePointsIssue);
export type VipTierCreate = z.infer<typeof vipTierCreateSchema>;

/** POST /api/admin/vip/tiers/reorder: one platform's current (not retired) tiers, in their new order. */
export const vipReorderSchema = z.strictObject({
  platform_id: id(),
  ids: z.array(id()).min(1).max(200),
});

/** An admin's view of a tier: the editable fields, its place, whether it is retired and its claims. */
export const adminVipTierSchema = z.object({
  id: z.number().int(),
  platform_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  min_wagered: z.number(),
  reward_type: vipRewardTypeSchema,
  reward_amount: z.number(),
  sort_order: z.number().int(),
  retired_at: z.string().nullable(),
  claims: z.number().int(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type AdminVipTier = z.infer<typeof adminVipTierSchema>;

/** GET /api/admin/vip: every platform (how members are matched there) and every tier, retired too. */
export const adminVipSchema = z.object({
  platforms: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      /** Which Settings casino username identifies a member there (1–3), null when none. */
      casino_slot: z.number().int().nullable(),
    }),
  ),
  tiers: z.array(adminVipTierSchema),
});
export type AdminVip = z.infer<typeof adminVipSchema>;

/** A claim as an admin sees it (on the member's page, or the latest claims of everyone). */
export const adminVipClaimSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  tier: z.object({ id: z.number().int(), name: z.string(), retired: z.boolean() }),
  platform: z.object({ id: z.number().int(), name: z.string() }),
  reward_type: vipRewardTypeSchema,
  reward_amount: z.number(),
  wagered: z.number(),
  created_at: z.string(),
  reopened_at: z.string().nullable(),
  reopened_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The payout of a cash claim, with its status. */
  payout: z.object({ id: z.number().int(), status: payoutStatusSchema }).nullable(),
  can_reopen: z.boolean(),
});
export type AdminVipClaim = z.infer<typeof adminVipClaimSchema>;

/** GET /api/admin/vip/claims: the latest claims, newest first; `?user_id=` for one member's. */
export const adminVipClaimsQuerySchema = z.object({
  user_id: idParam('Choose a member').optional(),
});
