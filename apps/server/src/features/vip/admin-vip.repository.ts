import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { AdminVip, AdminVipTier, VipTierInput } from '@podium/shared/vip/schemas';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
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

export const toAdminTier = (
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

/** One tier as the admin screen shows it; undefined when there is no such tier. */
export async function adminTier(db: DbOrTx, id: number): Promise<AdminVipTier | undefined> {
  const [tier] = await adminTiers(db, id);
  return tier;
}

/** One platform's tiers (retired ones too), in order. */
export const platformTiers = async (db: DbOrTx, platformId: number): Promise<AdminVipTier[]> =>
  (await adminTiers(db)).filter((t) => t.platform_id === platformId);

/** GET /api/admin/vip: the platforms and every tier (retired ones too), with their claim counts. */
export async function adminVip(db: Db): Promise<AdminVip> {
  const platforms = await vipPlatforms(db);
  return {
    platforms: platforms.map((p) => ({ id: p.id, slug: p.slug, name: p.name, casino_slot: p.casinoSlot })),
    tiers: await adminTiers(db),
  };
}

/** The tier, locked for an edit (claims of it wait, as they do for the update itself). */
export async function lockTier(tx: Tx, id: number): Promise<TierRow | undefined> {
  const [row] = await tx.select().from(vipTiers).where(eq(vipTiers.id, id)).for('no key update');
  return row;
}

/** A new tier, last on its platform: its id. */
export async function insertTier(
  db: DbOrTx,
  platformId: number,
  input: VipTierInput,
  actorId: number,
): Promise<number> {
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
  return row!.id;
}

/** Changes a tier's fields; false when there is no such tier. */
export async function updateTierRow(
  db: DbOrTx,
  id: number,
  input: VipTierInput,
  actorId: number,
): Promise<boolean> {
  const rows = await db
    .update(vipTiers)
    .set({ ...columns(input), updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(vipTiers.id, id))
    .returning({ id: vipTiers.id });
  return rows.length > 0;
}

/** Retires a tier (keeping the first retirement time) or brings it back; false when there is no such tier. */
export async function setRetiredRow(
  db: DbOrTx,
  id: number,
  retired: boolean,
  actorId: number,
): Promise<boolean> {
  const rows = await db
    .update(vipTiers)
    .set({ retiredAt: retired ? sql`coalesce(${vipTiers.retiredAt}, now())` : null, updatedBy: actorId })
    .where(eq(vipTiers.id, id))
    .returning({ id: vipTiers.id });
  return rows.length > 0;
}

/** SELECT … FOR UPDATE on one platform's current (not retired) tiers: their ids, in order. */
export async function lockCurrentTiers(tx: Tx, platformId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: vipTiers.id })
    .from(vipTiers)
    .where(and(eq(vipTiers.platformId, platformId), isNull(vipTiers.retiredAt)))
    .orderBy(asc(vipTiers.sortOrder), asc(vipTiers.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setSortOrder(tx: Tx, id: number, sortOrder: number): Promise<void> {
  await tx.update(vipTiers).set({ sortOrder }).where(eq(vipTiers.id, id));
}
