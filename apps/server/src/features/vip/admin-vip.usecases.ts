import type { AdminVipClaim, AdminVipTier, VipTierInput } from '@podium/shared/vip/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError } from '../../lib/errors.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import {
  adminTier,
  insertTier,
  lockCurrentTiers,
  lockTier,
  platformTiers,
  setRetiredRow,
  setSortOrder,
  toAdminTier,
  updateTierRow,
} from './admin-vip.repository.ts';
import { adminClaim, claimPayout, lockClaim, markReopened } from './admin-vip-claims.repository.ts';
import { tierConstraints, vipErrors } from './vip.errors.ts';
import { rewardAmount } from './vip.repository.ts';

/** What an audit entry says of a tier: its platform and fields, not its counts or editor. */
const recorded = (t: AdminVipTier) => ({
  platform_id: t.platform_id,
  name: t.name,
  description: t.description,
  image: t.image,
  min_wagered: t.min_wagered,
  reward_type: t.reward_type,
  reward_amount: t.reward_amount,
});

const mapped = (error: unknown) =>
  error instanceof AppError ? error : constraintError(error, tierConstraints);

/** A new tier goes last on its platform; on record (decision 039). */
export async function createTier(
  db: Db,
  audit: AuditContext,
  platformId: number,
  input: VipTierInput,
): Promise<AdminVipTier> {
  const actorId = staffActor(audit);
  try {
    return await db.transaction(async (tx) => {
      const tier = await adminTier(tx, await insertTier(tx, platformId, input, actorId));
      if (!tier) throw vipErrors.tierNotFound();
      await recordAudit(tx, audit, {
        action: 'vip.tier_create',
        target: { type: 'vip_tier', id: tier.id },
        after: recorded(tier),
      });
      return tier;
    });
  } catch (error) {
    throw mapped(error);
  }
}

/** Changes a tier; claims made before keep the reward they were given. What changed is on record. */
export async function updateTier(
  db: Db,
  audit: AuditContext,
  id: number,
  input: VipTierInput,
): Promise<AdminVipTier> {
  const actorId = staffActor(audit);
  return db.transaction(async (tx) => {
    const before = await lockTier(tx, id);
    if (!before || !(await updateTierRow(tx, id, input, actorId))) throw vipErrors.tierNotFound();
    const tier = await adminTier(tx, id);
    if (!tier) throw vipErrors.tierNotFound();
    await recordAudit(tx, audit, {
      action: 'vip.tier_update',
      target: { type: 'vip_tier', id },
      ...changes(recorded(toAdminTier(before, 0, null)), recorded(tier)),
    });
    return tier;
  });
}

/** Retires a tier (members no longer see or claim it; its claims stay) or brings it back, on record. */
export async function setRetired(
  db: Db,
  audit: AuditContext,
  id: number,
  retired: boolean,
): Promise<AdminVipTier> {
  const actorId = staffActor(audit);
  return db.transaction(async (tx) => {
    const before = await lockTier(tx, id);
    if (!before || !(await setRetiredRow(tx, id, retired, actorId))) throw vipErrors.tierNotFound();
    const tier = await adminTier(tx, id);
    if (!tier) throw vipErrors.tierNotFound();
    await recordAudit(tx, audit, {
      action: retired ? 'vip.tier_retire' : 'vip.tier_restore',
      target: { type: 'vip_tier', id },
      before: { retired: before.retiredAt !== null },
      after: { retired },
    });
    return tier;
  });
}

/** Puts one platform's current tiers in the given order; the list must name each of them once. On record. */
export async function reorderTiers(
  db: Db,
  audit: AuditContext,
  platformId: number,
  ids: number[],
): Promise<AdminVipTier[]> {
  await db.transaction(async (tx) => {
    const current = await lockCurrentTiers(tx, platformId);
    const known = new Set(current);
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i))) {
      throw vipErrors.orderMismatch();
    }
    for (const [index, tierId] of ids.entries()) {
      await setSortOrder(tx, tierId, index);
    }
    await recordAudit(tx, audit, {
      action: 'vip.tier_reorder',
      target: { type: 'leaderboard_platform', id: platformId },
      before: { order: current },
      after: { order: ids },
    });
  });
  return platformTiers(db, platformId);
}

/**
 * Reopens a cash claim whose payout an admin rejected, so the member may claim the tier again (a
 * new claim, a new payout). Never the admin's own claim; once per claim. The claim row is locked, and
 * a reopened claim leaves the partial unique index, so the member's next claim is a new row. On record
 * for the member, with the reward and the rejected payout.
 */
export async function reopenClaim(db: Db, audit: AuditContext, claimId: number): Promise<AdminVipClaim> {
  const actorId = staffActor(audit);
  return db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw vipErrors.claimNotFound();
    if (claim.userId === actorId) throw vipErrors.ownClaim();
    const payout = await claimPayout(tx, claim.id);
    if (claim.reopenedAt || payout?.status !== 'rejected') throw vipErrors.notReopenable();
    await markReopened(tx, claim.id, actorId);
    await recordAudit(tx, audit, {
      action: 'vip.claim_reopen',
      target: { type: 'vip_claim', id: claim.id },
      member: claim.userId,
      before: { reopened: false, payout: { id: payout.id, status: payout.status } },
      after: {
        reopened: true,
        tier_id: claim.tierId,
        reward_type: claim.rewardType,
        reward_amount: rewardAmount(claim.rewardType, claim.rewardAmount),
      },
    });
    return (await adminClaim(tx, claim.id))!;
  });
}
