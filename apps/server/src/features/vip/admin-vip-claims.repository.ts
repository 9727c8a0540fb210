import { centsToAmount } from '@podium/shared/common/money';
import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { users } from '../users/users.table.ts';
import { rewardAmount } from './vip.repository.ts';
import { vipClaims, vipTiers } from './vip.table.ts';

const reopeners = alias(users, 'reopener');

async function claimRows(db: DbOrTx, where: SQL | undefined): Promise<AdminVipClaim[]> {
  const rows = await db
    .select({
      c: vipClaims,
      user: { id: users.id, username: users.username },
      tier: { id: vipTiers.id, name: vipTiers.name, retiredAt: vipTiers.retiredAt },
      platform: { id: leaderboardPlatforms.id, name: leaderboardPlatforms.name },
      payout: { id: payouts.id, status: payouts.status },
      reopener: { id: reopeners.id, username: reopeners.username },
    })
    .from(vipClaims)
    .innerJoin(users, eq(users.id, vipClaims.userId))
    .innerJoin(vipTiers, eq(vipTiers.id, vipClaims.tierId))
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, vipTiers.platformId))
    .leftJoin(payouts, and(eq(payouts.source, 'vip_reward'), eq(payouts.sourceId, vipClaims.id)))
    .leftJoin(reopeners, eq(reopeners.id, vipClaims.reopenedBy))
    .where(where)
    .orderBy(desc(vipClaims.createdAt), desc(vipClaims.id))
    .limit(200);
  return rows.map(({ c, user, tier, platform, payout, reopener }) => ({
    id: c.id,
    user,
    tier: { id: tier.id, name: tier.name, retired: tier.retiredAt !== null },
    platform,
    reward_type: c.rewardType,
    reward_amount: rewardAmount(c.rewardType, c.rewardAmount),
    wagered: centsToAmount(c.wageredCents),
    created_at: c.createdAt.toISOString(),
    reopened_at: c.reopenedAt?.toISOString() ?? null,
    reopened_by: reopener?.id ? reopener : null,
    payout: payout?.id ? { id: payout.id, status: payout.status } : null,
    can_reopen: c.reopenedAt === null && payout?.status === 'rejected',
  }));
}

/** The latest 200 claims (one member's when `userId` is given), newest first, each with its payout when cash. */
export const latestClaims = (db: DbOrTx, userId?: number) =>
  claimRows(db, userId === undefined ? undefined : eq(vipClaims.userId, userId));

/** One claim as the admin screen shows it. */
export async function adminClaim(db: DbOrTx, claimId: number): Promise<AdminVipClaim | undefined> {
  const [row] = await claimRows(db, eq(vipClaims.id, claimId));
  return row;
}

/** SELECT … FOR UPDATE on the claim. */
export async function lockClaim(tx: Tx, claimId: number) {
  const [claim] = await tx.select().from(vipClaims).where(eq(vipClaims.id, claimId)).for('update');
  return claim;
}

/** The payout of a cash claim, when it has one. */
export async function claimPayout(db: DbOrTx, claimId: number) {
  const [payout] = await db
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.source, 'vip_reward'), eq(payouts.sourceId, claimId)));
  return payout;
}

/** Marks the claim reopened, by whom and when: it leaves the partial unique index. */
export async function markReopened(tx: Tx, claimId: number, actorId: number): Promise<void> {
  await tx
    .update(vipClaims)
    .set({ reopenedAt: sql`now()`, reopenedBy: actorId })
    .where(eq(vipClaims.id, claimId));
}
