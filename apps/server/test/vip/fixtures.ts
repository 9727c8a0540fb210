import type { CasinoAccountStatus } from '@podium/shared/common/casino-accounts';
import type { VipRewards, VipTierCreate } from '@podium/shared/vip/schemas';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { leaderboardPeriods, wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { vipTiers } from '../../src/features/vip/vip.table.ts';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';
import { type CasinoLinks, linkCasino } from '../helpers/casino-accounts.ts';
import { createBoard } from '../helpers/factories.ts';

export interface Member {
  agent: Agent;
  id: number;
}

/**
 * A signed-in member with the given casino usernames linked (crypto, crypto2, crypto3), their casino
 * accounts verified (decision 042) unless `status` says otherwise.
 */
export async function member(
  ctx: TestContext,
  username: string,
  links: CasinoLinks = {},
  status: CasinoAccountStatus = 'verified',
): Promise<Member> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  await linkCasino(ctx.db, id, links, status);
  return { agent, id };
}

/** A platform matched through casino username `slot` (1–3), with one current period. */
export async function platform(ctx: TestContext, name: string, slot: 1 | 2 | 3 | null) {
  const { platform, period } = await createBoard(ctx.db, {
    name,
    slug: name.toLowerCase(),
    casinoSlot: slot,
  });
  return { ...platform, periodId: period.id };
}

/** Wager rows for a player key in a period (the key as a provider stores it: lower case). */
export async function wager(ctx: TestContext, periodId: number, playerKey: string, dollars: number) {
  await ctx.db.insert(wagers).values({
    periodId,
    playerKey,
    displayName: playerKey,
    wageredCents: Math.round(dollars * 100),
  });
}

/** An ended period on the platform, before its current one. */
export async function pastPeriod(ctx: TestContext, platformId: number, daysAgo: number) {
  const [row] = await ctx.db
    .insert(leaderboardPeriods)
    .values({
      platformId,
      startsAt: new Date(Date.now() - daysAgo * 86_400_000),
      endsAt: new Date(Date.now() - (daysAgo - 1) * 86_400_000),
    })
    .returning();
  return row!.id;
}

/** A tier straight into the table (money in dollars, points as they are), last on its platform. */
export async function tier(
  ctx: TestContext,
  platformId: number,
  fields: Partial<Omit<VipTierCreate, 'platform_id'>> & { retired?: boolean } = {},
) {
  const type = fields.reward_type ?? 'points';
  const amount = fields.reward_amount ?? 500;
  const [row] = await ctx.db
    .insert(vipTiers)
    .values({
      platformId,
      name: fields.name ?? 'Bronze',
      description: fields.description ?? '',
      image: fields.image ?? null,
      minWageredCents: Math.round((fields.min_wagered ?? 1000) * 100),
      rewardType: type,
      rewardAmount: type === 'cash' ? Math.round(amount * 100) : amount,
      sortOrder: sql`(select coalesce(max(sort_order) + 1, 0) from vip_tiers where platform_id = ${platformId})`,
      retiredAt: fields.retired ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function rewardsOf(agent: Agent): Promise<VipRewards> {
  const res = await agent.get('/api/r/vip-rewards');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: VipRewards }>(res).data;
}

export const claim = (agent: Agent, tierId: number) => agent.post(`/api/r/vip-rewards/${tierId}/claim`);

export const pointsOf = async (ctx: TestContext, id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;
