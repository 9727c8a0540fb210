import { centsToAmount } from '@podium/shared/common/money';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { vipClaims, vipTiers } from './vip.table.ts';

export type TierRow = typeof vipTiers.$inferSelect;

/** A reward as members and admins read it: dollars for cash (stored in cents), points as they are. */
export const rewardAmount = (type: TierRow['rewardType'], amount: number) =>
  type === 'cash' ? centsToAmount(amount) : amount;

/** Every platform in the leaderboard's order, with how members are matched there. */
export function vipPlatforms(db: DbOrTx) {
  return db
    .select({
      id: leaderboardPlatforms.id,
      slug: leaderboardPlatforms.slug,
      name: leaderboardPlatforms.name,
      image: leaderboardPlatforms.image,
      casinoSlot: leaderboardPlatforms.casinoSlot,
    })
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
}
export type VipPlatformRow = Awaited<ReturnType<typeof vipPlatforms>>[number];

/** The tiers members see (not retired), by platform, in the admins' order. */
export function currentTiers(db: DbOrTx): Promise<TierRow[]> {
  return db
    .select()
    .from(vipTiers)
    .where(isNull(vipTiers.retiredAt))
    .orderBy(asc(vipTiers.platformId), asc(vipTiers.sortOrder), asc(vipTiers.id));
}

/** The tiers a member holds a live (not reopened) claim on, retired tiers included. */
export async function claimedTierIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ tierId: vipClaims.tierId })
    .from(vipClaims)
    .where(and(eq(vipClaims.userId, userId), isNull(vipClaims.reopenedAt)));
  return new Set(rows.map((r) => r.tierId));
}

/** The live claims made for these casino accounts, by anyone, as `tierId:accountId` (decision 042). */
export async function accountClaimedTierIds(db: DbOrTx, accountIds: readonly number[]): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ tierId: vipClaims.tierId, accountId: vipClaims.casinoAccountId })
    .from(vipClaims)
    .where(and(inArray(vipClaims.casinoAccountId, [...accountIds]), isNull(vipClaims.reopenedAt)));
  return new Set(rows.map((r) => `${r.tierId}:${r.accountId}`));
}

/* ---------- inside the claim transaction ---------- */

/** The tier, share-locked so it cannot be retired or changed while it is being claimed. */
export async function tierForClaim(tx: Tx, tierId: number) {
  const [row] = await tx
    .select({ tier: vipTiers, platform: leaderboardPlatforms })
    .from(vipTiers)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, vipTiers.platformId))
    .where(eq(vipTiers.id, tierId))
    .for('share', { of: vipTiers });
  return row;
}

export async function hasLiveClaim(tx: Tx, userId: number, tierId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: vipClaims.id })
    .from(vipClaims)
    .where(and(eq(vipClaims.userId, userId), eq(vipClaims.tierId, tierId), isNull(vipClaims.reopenedAt)))
    .limit(1);
  return row !== undefined;
}

/** Whether the tier was claimed for the casino account, by whoever held it (decision 042). */
export async function hasLiveAccountClaim(tx: Tx, accountId: number, tierId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: vipClaims.id })
    .from(vipClaims)
    .where(
      and(
        eq(vipClaims.casinoAccountId, accountId),
        eq(vipClaims.tierId, tierId),
        isNull(vipClaims.reopenedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertClaim(tx: Tx, values: typeof vipClaims.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vipClaims).values(values).returning({ id: vipClaims.id });
  return row!.id;
}
