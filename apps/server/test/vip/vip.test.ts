import { vipErrorCodes } from '@podium/shared/vip/errors';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { vipClaims, vipTiers } from '../../src/features/vip/vip.table.ts';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import { claim, member, pastPeriod, platform, pointsOf, rewardsOf, tier, wager } from './fixtures.ts';

const ctx = useTestApp();

describe('GET /api/r/vip-rewards', () => {
  it('needs a signed-in member', async () => {
    const res = await (await visitor(ctx)).get('/api/r/vip-rewards');
    expect(res.statusCode).toBe(401);
    expect(json(res).code).toBe('unauthorized');
  });

  it('is empty with no tiers: no tabs, N/A favourite, nothing wagered or claimed', async () => {
    await platform(ctx, 'Roobet', 1);
    const { agent } = await member(ctx, 'nolinks');
    expect(await rewardsOf(agent)).toEqual({
      user_stats: { total_wagered: 0, favorite_platform: null, total_claimed: 0 },
      tiers_by_platform: {},
    });
  });

  it('sums the lifetime wager of the linked casino username, case-insensitively, across periods', async () => {
    const roobet = await platform(ctx, 'Roobet', 1);
    const gamdom = await platform(ctx, 'Gamdom', 2);
    const bare = await platform(ctx, 'Bare', null);
    await tier(ctx, roobet.id, { name: 'Bronze', min_wagered: 1000, reward_amount: 500 });
    await tier(ctx, roobet.id, { name: 'Gold', min_wagered: 5000, reward_type: 'cash', reward_amount: 50 });
    await tier(ctx, gamdom.id, { name: 'Bronze', min_wagered: 100 });
    await tier(ctx, bare.id, { name: 'Bronze', min_wagered: 0 });
    await tier(ctx, roobet.id, { name: 'Retired', min_wagered: 0, retired: true });
    await wager(ctx, roobet.periodId, 'highroller', 1200.5);
    await wager(ctx, await pastPeriod(ctx, roobet.id, 40), 'highroller', 800);
    await wager(ctx, roobet.periodId, 'someoneelse', 99_999);
    // Her Gamdom name is 'HighRoller' too, but Gamdom matches only its own (second) username.
    await wager(ctx, gamdom.periodId, 'gamdom_hr', 250);
    await wager(ctx, gamdom.periodId, 'highroller', 77_777);
    const { agent } = await member(ctx, 'hr', { crypto: 'HighRoller', crypto2: 'Gamdom_HR' });

    const data = await rewardsOf(agent);
    expect(Object.keys(data.tiers_by_platform)).toEqual(['Roobet', 'Gamdom', 'Bare']);
    expect(data.user_stats).toEqual({
      total_wagered: 2250.5,
      favorite_platform: { name: 'Roobet' },
      total_claimed: 0,
    });
    const r = data.tiers_by_platform.Roobet!;
    expect(r.platform).toEqual({ id: roobet.id, slug: 'roobet', name: 'Roobet', image: null });
    expect(r.user_wagered).toBe(2000.5);
    expect(r.tiers.map((t) => [t.name, t.eligible, t.can_claim, t.already_claimed])).toEqual([
      ['Bronze', true, true, false],
      ['Gold', false, false, false],
    ]);
    expect(r.tiers[1]).toMatchObject({ min_wagered: 5000, reward_type: 'cash', reward_amount: 50 });
    expect(data.tiers_by_platform.Gamdom!.user_wagered).toBe(250);
    // No username is matched on a platform without a casino slot; a tier needing nothing is still open.
    expect(data.tiers_by_platform.Bare!.user_wagered).toBe(0);
    expect(data.tiers_by_platform.Bare!.tiers[0]!.can_claim).toBe(true);
  });
});

describe('POST /api/r/vip-rewards/{tierId}/claim', () => {
  async function setup() {
    const roobet = await platform(ctx, 'Roobet', 1);
    await wager(ctx, roobet.periodId, 'whale', 60_000);
    const bronze = await tier(ctx, roobet.id, { name: 'Bronze', min_wagered: 1000, reward_amount: 500 });
    const gold = await tier(ctx, roobet.id, {
      name: 'Gold',
      min_wagered: 50_000,
      reward_type: 'cash',
      reward_amount: 50.5,
    });
    const diamond = await tier(ctx, roobet.id, { name: 'Diamond', min_wagered: 1_000_000 });
    const whale = await member(ctx, 'whale', { crypto: 'WHALE' });
    return { roobet, bronze, gold, diamond, whale };
  }

  it('credits a points reward through the ledger once, and the tier reads Claimed', async () => {
    const { bronze, whale } = await setup();
    const res = await claim(whale.agent, bronze.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Reward claimed successfully!',
      data: {
        tier_id: bronze.id,
        reward_type: 'points',
        reward_amount: 500,
        user_points: 500,
        payout_id: null,
      },
    });
    expect(await pointsOf(ctx, whale.id)).toBe(500);
    const [entry] = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, whale.id));
    expect(entry).toMatchObject({ amount: 500, kind: 'vip_reward', reason: 'VIP reward: Bronze (Roobet)' });

    const again = await claim(whale.agent, bronze.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: vipErrorCodes.alreadyClaimed,
      message: 'You have already claimed this tier.',
    });
    expect(await pointsOf(ctx, whale.id)).toBe(500);
    const data = await rewardsOf(whale.agent);
    expect(data.user_stats.total_claimed).toBe(1);
    expect(data.tiers_by_platform.Roobet!.tiers[0]).toMatchObject({
      eligible: true,
      can_claim: false,
      already_claimed: true,
    });
  });

  it('puts a cash reward in the payout queue instead of the ledger', async () => {
    const { roobet, gold, whale } = await setup();
    const res = await claim(whale.agent, gold.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ message: string; data: { payout_id: number; user_points: number } }>(res);
    expect(body.message).toBe('Reward claimed successfully! Your cash payout is pending.');
    expect(body.data.user_points).toBe(0);
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.id, body.data.payout_id));
    expect(payout).toMatchObject({
      userId: whale.id,
      source: 'vip_reward',
      amountCents: 5050,
      status: 'pending',
      description: 'VIP reward: Gold (Roobet)',
      platformId: roobet.id,
      casinoUsername: 'WHALE',
    });
    expect(await ctx.db.$count(pointsTransactions)).toBe(0);
    const mine = json<{ data: { status: string; amount: number }[] }>(
      await whale.agent.get('/api/r/payouts'),
    );
    expect(mine.data).toMatchObject([{ status: 'pending', amount: 50.5, casino_username: 'WHALE' }]);
  });

  it('refuses a tier the member has not wagered enough for, with a clear message', async () => {
    const { diamond, whale } = await setup();
    const res = await claim(whale.agent, diamond.id);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: vipErrorCodes.notEligible,
      message: 'You have not wagered enough on this platform to claim this tier yet.',
    });
    expect(await ctx.db.$count(vipClaims)).toBe(0);
    const unlinked = await member(ctx, 'unlinked');
    const bronze = (await rewardsOf(whale.agent)).tiers_by_platform.Roobet!.tiers[0]!;
    expect((await claim(unlinked.agent, bronze.id)).statusCode).toBe(409);
  });

  it('answers 404 for a retired or unknown tier, and 401 signed out', async () => {
    const { bronze, whale } = await setup();
    const retired = await tier(ctx, bronze.platformId, { min_wagered: 0, retired: true });
    for (const id of [retired.id, 999_999]) {
      const res = await claim(whale.agent, id);
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe(vipErrorCodes.tierNotFound);
    }
    expect((await claim(whale.agent, 0)).statusCode).toBe(404);
    expect((await (await visitor(ctx)).post(`/api/r/vip-rewards/${bronze.id}/claim`)).statusCode).toBe(401);
    expect(
      await ctx.db.$count(vipClaims, and(eq(vipClaims.userId, whale.id), eq(vipClaims.tierId, retired.id))),
    ).toBe(0);
  });

  it('keeps claims and their count when the tier is retired later', async () => {
    const { bronze, whale } = await setup();
    expect((await claim(whale.agent, bronze.id)).statusCode).toBe(200);
    await ctx.db.update(vipTiers).set({ retiredAt: new Date() });
    const data = await rewardsOf(whale.agent);
    expect(data.tiers_by_platform).toEqual({});
    expect(data.user_stats.total_claimed).toBe(1);
    expect(await ctx.db.$count(vipClaims)).toBe(1);
  });
});
