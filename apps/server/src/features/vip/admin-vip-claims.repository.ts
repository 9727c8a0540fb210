import { centsToAmount } from '@podium/shared/common/money';
import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { users } from '../users/users.table.ts';
import { vipErrors } from './vip.errors.ts';
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

/**
 * Reopens a cash claim whose payout an admin rejected, so the member may claim the tier again (a
 * new claim, a new payout). Never the admin's own claim; once per claim. The claim row is locked, and
 * a reopened claim leaves the partial unique index, so the member's next claim is a new row.
 */
export async function reopenClaim(db: Db, claimId: number, actorId: number): Promise<AdminVipClaim> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(vipClaims).where(eq(vipClaims.id, claimId)).for('update');
    if (!claim) throw vipErrors.claimNotFound();
    if (claim.userId === actorId) throw vipErrors.ownClaim();
    const [payout] = await tx
      .select({ status: payouts.status })
      .from(payouts)
      .where(and(eq(payouts.source, 'vip_reward'), eq(payouts.sourceId, claim.id)));
    if (claim.reopenedAt || payout?.status !== 'rejected') throw vipErrors.notReopenable();
    await tx
      .update(vipClaims)
      .set({ reopenedAt: sql`now()`, reopenedBy: actorId })
      .where(eq(vipClaims.id, claim.id));
    const [row] = await claimRows(tx, eq(vipClaims.id, claim.id));
    return row!;
  });
}
