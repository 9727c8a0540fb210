import { amountToCents } from '@podium/shared/common/money';
import type { VipRewardType } from '@podium/shared/vip/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { seedAccount } from '../casino-accounts/casino-accounts.repository.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { vipTiers } from './vip.table.ts';

interface DemoTier {
  name: string;
  description: string;
  minWagered: number;
  type: VipRewardType;
  /** Dollars for cash, points for points. */
  amount: number;
}

const ladder: DemoTier[] = [
  {
    name: 'Bronze',
    description: 'Your first steps on the VIP ladder.',
    minWagered: 1_000,
    type: 'points',
    amount: 500,
  },
  {
    name: 'Silver',
    description: 'A regular at the tables.',
    minWagered: 10_000,
    type: 'points',
    amount: 2_000,
  },
  {
    name: 'Gold',
    description: 'A cash tip to your casino account.',
    minWagered: 50_000,
    type: 'cash',
    amount: 50,
  },
  { name: 'Platinum', description: 'High roller status.', minWagered: 250_000, type: 'cash', amount: 250 },
  {
    name: 'Diamond',
    description: 'The top of the ladder.',
    minWagered: 1_000_000,
    type: 'cash',
    amount: 1_000,
  },
];

/** The demo member's casino usernames and what they wagered before the current periods, in dollars. */
const memberWagers: Record<string, { slot: 'crypto' | 'crypto2'; username: string; wagered: number }> = {
  roobet: { slot: 'crypto', username: 'member_roobet', wagered: 23_456.78 },
  gamdom: { slot: 'crypto2', username: 'member_gamdom', wagered: 4_200 },
};

/**
 * The same five tiers on every demo platform, and the demo member linked to Roobet and Gamdom with
 * wagers in an ended period before each board's current one (so the live boards keep their players):
 * Bronze and Silver are claimable on Roobet, Gold shows its progress, Gamdom has Bronze only.
 */
export async function seedVip(tx: Tx): Promise<void> {
  const platforms = await tx.select().from(leaderboardPlatforms).orderBy(asc(leaderboardPlatforms.sortOrder));
  if (platforms.length === 0) return;
  await tx.insert(vipTiers).values(
    platforms.flatMap((platform) =>
      ladder.map((tier, index) => ({
        platformId: platform.id,
        name: tier.name,
        description: tier.description,
        minWageredCents: amountToCents(tier.minWagered),
        rewardType: tier.type,
        rewardAmount: tier.type === 'cash' ? amountToCents(tier.amount) : tier.amount,
        sortOrder: index,
      })),
    ),
  );

  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'member'));
  if (!member) return;
  for (const platform of platforms) {
    const demo = memberWagers[platform.slug];
    if (!demo) continue;
    const [current] = await tx
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.platformId, platform.id))
      .orderBy(desc(leaderboardPeriods.startsAt))
      .limit(1);
    if (!current) continue;
    const [past] = await tx
      .insert(leaderboardPeriods)
      .values({
        platformId: platform.id,
        startsAt: new Date(current.startsAt.getTime() - 30 * 86_400_000),
        endsAt: current.startsAt,
      })
      .returning();
    await tx.insert(wagers).values({
      periodId: past!.id,
      playerKey: demo.username,
      displayName: demo.username,
      wageredCents: amountToCents(demo.wagered),
    });
    await tx
      .update(users)
      .set({ [demo.slot]: demo.username })
      .where(eq(users.id, member.id));
    // Verified, so the demo shows rewards (decision 042).
    await seedAccount(tx, {
      userId: member.id,
      slot: demo.slot === 'crypto' ? 1 : 2,
      username: demo.username,
      key: demo.username,
      status: 'verified',
    });
  }
}
