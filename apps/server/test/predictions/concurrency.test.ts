import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { predictionStakes } from '../../src/features/predictions/predictions.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import {
  boss,
  expectBalancesMatchLedger,
  member,
  openPrediction,
  pointsOf,
  predictionOf,
  resolve,
  stake,
} from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where these requests really overlap;
// on PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();

const statuses = (results: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};

/** Sum of every settlement credit written for the prediction's title. */
const credited = async () =>
  Number(
    (
      await ctx.db
        .select({ total: sql<string>`coalesce(sum(${pointsTransactions.amount}), 0)` })
        .from(pointsTransactions)
        .where(sql`${pointsTransactions.kind} in ('prediction_win', 'prediction_refund')`)
    )[0]!.total,
  );

async function staked() {
  const admin = await boss(ctx);
  const p = await openPrediction(admin, { max_stake: 10_000 });
  const [yes, no] = p.outcomes.map((o) => o.id) as [number, number];
  const members = await Promise.all(
    Array.from({ length: 6 }, (_, i) => member(ctx, `m${i}`, { points: 1000 })),
  );
  for (const [i, m] of members.entries()) await stake(m.agent, p.id, i % 2 ? no : yes, 100 + i * 37);
  return { admin, p, yes, no, members };
}

describe('settling happens once', () => {
  it('ten resolves at once: one pays, the others are refused; the pool is paid exactly once', async () => {
    const { admin, p, yes } = await staked();
    const results = await Promise.all(Array.from({ length: 10 }, () => resolve(admin, p.id, yes)));
    expect(statuses(results)).toEqual({ 200: 1, 409: 9 });
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => json(r).code))).toEqual(
      new Set(['predictions.settled']),
    );
    expect(await credited()).toBe((await predictionOf(admin, p.id)).total_pool);
    await expectBalancesMatchLedger(ctx);
  });

  it('resolves and cancels racing: exactly one settles, and the pool goes out once', async () => {
    const { admin, p, yes, no } = await staked();
    const results = await Promise.all([
      resolve(admin, p.id, yes),
      admin.post(`/api/admin/predictions/${p.id}/cancel`),
      resolve(admin, p.id, no),
      admin.post(`/api/admin/predictions/${p.id}/cancel`),
      resolve(admin, p.id, yes),
    ]);
    expect(statuses(results)).toEqual({ 200: 1, 409: 4 });
    const seen = await predictionOf(admin, p.id);
    expect(['resolved', 'cancelled']).toContain(seen.status);
    expect(await credited()).toBe(seen.total_pool);
    await expectBalancesMatchLedger(ctx);
  });

  it('stakes racing the resolve either land and share in the pool, or are refused', async () => {
    const { admin, p, yes } = await staked();
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => member(ctx, `r${i}`, { points: 500 })),
    );
    const [settled, ...stakes] = await Promise.all([
      resolve(admin, p.id, yes),
      ...racers.map((r) => stake(r.agent, p.id, yes, 50)),
    ]);
    expect(settled!.statusCode).toBe(200);
    const landed = stakes.filter((r) => r.statusCode === 200).length;
    expect(landed + stakes.filter((r) => json(r).code === 'predictions.settled').length).toBe(8);
    const pool = (await predictionOf(admin, p.id)).total_pool;
    expect(await credited()).toBe(pool);
    // Every staker on the winner was paid; refused racers kept their points.
    const rows = await ctx.db.select().from(predictionStakes).where(eq(predictionStakes.predictionId, p.id));
    expect(rows.every((r) => r.payout !== null)).toBe(true);
    for (const [i, r] of racers.entries())
      if (stakes[i]!.statusCode !== 200) expect(await pointsOf(ctx, r.id)).toBe(500);
    await expectBalancesMatchLedger(ctx);
  });

  it('twenty stakes at once by one member within the maximum: never past it, never overdrawn', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { min_stake: 10, max_stake: 100 });
    const { agent, id } = await member(ctx, 'hasty', { points: 1000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => stake(agent, p.id, p.outcomes[0]!.id, 10)),
    );
    expect(statuses(results)).toEqual({ 200: 10, 400: 10 });
    expect(await pointsOf(ctx, id)).toBe(900);
    await expectBalancesMatchLedger(ctx);
  });

  it('a member staking on both outcomes at once lands on one only', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const { agent } = await member(ctx, 'both', { points: 1000 });
    const [yes, no] = p.outcomes.map((o) => o.id) as [number, number];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stake(agent, p.id, i % 2 ? no : yes, 10)),
    );
    const mine = (await predictionOf(agent, p.id)).outcomes.filter((o) => o.pool > 0);
    expect(mine).toHaveLength(1);
    expect(statuses(results)[409]).toBeGreaterThan(0);
    await expectBalancesMatchLedger(ctx);
  });
});
