import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { vipClaims } from '../../src/features/vip/vip.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import { claim, member, platform, pointsOf, tier, wager } from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where the claims really overlap; on
// PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();

const statuses = (results: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};

async function eligibleMember() {
  const roobet = await platform(ctx, 'Roobet', 1);
  await wager(ctx, roobet.periodId, 'racer', 10_000);
  return { roobet, racer: await member(ctx, 'racer', { crypto: 'Racer' }) };
}

describe('VIP claims under concurrency', () => {
  it('20 claims of one points tier by one member at once: one claim, one credit', async () => {
    const { roobet, racer } = await eligibleMember();
    const bronze = await tier(ctx, roobet.id, { min_wagered: 1000, reward_amount: 750 });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(racer.agent, bronze.id)));
    expect(statuses(results)).toEqual({ 200: 1, 409: 19 });
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => json(r).code))).toEqual(
      new Set(['vip.already_claimed']),
    );
    expect(await ctx.db.$count(vipClaims, eq(vipClaims.userId, racer.id))).toBe(1);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.userId, racer.id))).toBe(1);
    expect(await pointsOf(ctx, racer.id)).toBe(750);
  });

  it('20 claims of one cash tier by one member at once: one claim, one payout', async () => {
    const { roobet, racer } = await eligibleMember();
    const gold = await tier(ctx, roobet.id, { min_wagered: 5000, reward_type: 'cash', reward_amount: 25 });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(racer.agent, gold.id)));
    expect(statuses(results)).toEqual({ 200: 1, 409: 19 });
    expect(await ctx.db.$count(vipClaims)).toBe(1);
    expect(await ctx.db.$count(payouts)).toBe(1);
    expect(await ctx.db.$count(pointsTransactions)).toBe(0);
  });

  it('the unique index refuses a second live claim even if the checks were skipped', async () => {
    const { roobet, racer } = await eligibleMember();
    const bronze = await tier(ctx, roobet.id, { min_wagered: 0 });
    const row = {
      tierId: bronze.id,
      userId: racer.id,
      rewardType: 'points' as const,
      rewardAmount: 1,
      wageredCents: 0,
    };
    await ctx.db.insert(vipClaims).values(row);
    await expect(ctx.db.insert(vipClaims).values(row)).rejects.toThrow();
    // A reopened claim no longer counts: the member may hold a new one.
    await ctx.db.update(vipClaims).set({ reopenedAt: new Date() });
    await ctx.db.insert(vipClaims).values(row);
    expect(await ctx.db.$count(vipClaims)).toBe(2);
  });
});
