import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { AdminVip, AdminVipTier, VipTierInput } from '@podium/shared/vip/schemas';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError } from '../../lib/errors.ts';
import { users } from '../users/users.table.ts';
import { tierConstraints, vipErrors } from './vip.errors.ts';
import { rewardAmount, type TierRow, vipPlatforms } from './vip.repository.ts';
import { vipClaims, vipTiers } from './vip.table.ts';

const columns = (input: VipTierInput) => ({
  name: input.name,
  description: input.description,
  image: input.image,
  minWageredCents: amountToCents(input.min_wagered),
  rewardType: input.reward_type,
  rewardAmount: input.reward_type === 'cash' ? amountToCents(input.reward_amount) : input.reward_amount,
});

const toAdminTier = (
  t: TierRow,
  claims: number,
  editor: { id: number; username: string } | null,
): AdminVipTier => ({
  id: t.id,
  platform_id: t.platformId,
  name: t.name,
  description: t.description,
  image: t.image,
  min_wagered: centsToAmount(t.minWageredCents),
  reward_type: t.rewardType,
  reward_amount: rewardAmount(t.rewardType, t.rewardAmount),
  sort_order: t.sortOrder,
  retired_at: t.retiredAt?.toISOString() ?? null,
  claims,
  updated_at: t.updatedAt.toISOString(),
  updated_by: editor,
});

async function adminTiers(db: DbOrTx, id?: number): Promise<AdminVipTier[]> {
  const claims = db
    .select({ tierId: vipClaims.tierId, n: count().as('n') })
    .from(vipClaims)
    .groupBy(vipClaims.tierId)
    .as('claims');
  const rows = await db
    .select({ t: vipTiers, n: claims.n, editor: { id: users.id, username: users.username } })
    .from(vipTiers)
    .leftJoin(claims, eq(claims.tierId, vipTiers.id))
    .leftJoin(users, eq(users.id, vipTiers.updatedBy))
    .where(id === undefined ? undefined : eq(vipTiers.id, id))
    .orderBy(asc(vipTiers.platformId), asc(vipTiers.sortOrder), asc(vipTiers.id));
  return rows.map((r) => toAdminTier(r.t, Number(r.n ?? 0), r.editor?.id ? r.editor : null));
}

async function adminTier(db: DbOrTx, id: number): Promise<AdminVipTier> {
  const [tier] = await adminTiers(db, id);
  if (!tier) throw vipErrors.tierNotFound();
  return tier;
}

/** GET /api/admin/vip: the platforms and every tier (retired ones too), with their claim counts. */
export async function adminVip(db: Db): Promise<AdminVip> {
  const platforms = await vipPlatforms(db);
  return {
    platforms: platforms.map((p) => ({ id: p.id, slug: p.slug, name: p.name, casino_slot: p.casinoSlot })),
    tiers: await adminTiers(db),
  };
}

const mapped = (error: unknown) =>
  error instanceof AppError ? error : constraintError(error, tierConstraints);

/** A new tier goes last on its platform. */
export async function createTier(
  db: Db,
  platformId: number,
  input: VipTierInput,
  actorId: number,
): Promise<AdminVipTier> {
  try {
    const [row] = await db
      .insert(vipTiers)
      .values({
        ...columns(input),
        platformId,
        sortOrder: sql`(select coalesce(max(${vipTiers.sortOrder}) + 1, 0) from ${vipTiers} where ${vipTiers.platformId} = ${platformId})`,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning({ id: vipTiers.id });
    return await adminTier(db, row!.id);
  } catch (error) {
    throw mapped(error);
  }
}

/** Changes a tier; claims made before keep the reward they were given. */
export async function updateTier(
  db: Db,
  id: number,
  input: VipTierInput,
  actorId: number,
): Promise<AdminVipTier> {
  const rows = await db
    .update(vipTiers)
    .set({ ...columns(input), updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(vipTiers.id, id))
    .returning({ id: vipTiers.id });
  if (rows.length === 0) throw vipErrors.tierNotFound();
  return adminTier(db, id);
}

/** Retires a tier (members no longer see or claim it; its claims stay) or brings it back. */
export async function setRetired(
  db: Db,
  id: number,
  retired: boolean,
  actorId: number,
): Promise<AdminVipTier> {
  const rows = await db
    .update(vipTiers)
    .set({ retiredAt: retired ? sql`coalesce(${vipTiers.retiredAt}, now())` : null, updatedBy: actorId })
    .where(eq(vipTiers.id, id))
    .returning({ id: vipTiers.id });
  if (rows.length === 0) throw vipErrors.tierNotFound();
  return adminTier(db, id);
}

/** Puts one platform's current tiers in the given order; the list must name each of them once. */
export async function reorderTiers(db: Db, platformId: number, ids: number[]): Promise<AdminVipTier[]> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: vipTiers.id })
      .from(vipTiers)
      .where(and(eq(vipTiers.platformId, platformId), isNull(vipTiers.retiredAt)))
      .for('update');
    const known = new Set(current.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i))) {
      throw vipErrors.orderMismatch();
    }
    for (const [index, tierId] of ids.entries()) {
      await tx.update(vipTiers).set({ sortOrder: index }).where(eq(vipTiers.id, tierId));
    }
  });
  return (await adminTiers(db)).filter((t) => t.platform_id === platformId);
}
