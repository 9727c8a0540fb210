import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import {
  boss,
  expectBalancesMatchLedger,
  expectRefusal,
  member,
  openPrediction,
  pointsOf,
  predictionOf,
  resolve,
  stake,
} from './fixtures.ts';

const ctx = useTestApp();

const rowsOf = (userId: number, kind: string) =>
  ctx.db
    .select({ amount: pointsTransactions.amount, reason: pointsTransactions.reason })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.kind, kind)));

describe('resolving', () => {
  it('shares the whole pool pro rata, rounding down, the remainder to the largest stake; losers get nothing', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { outcomes: ['A', 'B', 'C'], max_stake: 10_000 });
    const [a, b, c] = p.outcomes.map((o) => o.id) as [number, number, number];
    const x = await member(ctx, 'x', { points: 1000 });
    const y = await member(ctx, 'y', { points: 1000 });
    const z = await member(ctx, 'z', { points: 1000 });
    const l = await member(ctx, 'loser', { points: 1000 });
    await stake(x.agent, p.id, a, 300);
    await stake(y.agent, p.id, a, 200);
    await stake(z.agent, p.id, a, 100);
    await stake(l.agent, p.id, b, 400);
    const res = await resolve(admin, p.id, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Prediction resolved: winners paid');
    // Pool 1000 over 600 on A: 500, 333, 166 and the remainder 1 to x (the largest stake).
    expect(await pointsOf(ctx, x.id)).toBe(700 + 501);
    expect(await pointsOf(ctx, y.id)).toBe(800 + 333);
    expect(await pointsOf(ctx, z.id)).toBe(900 + 166);
    expect(await pointsOf(ctx, l.id)).toBe(600);
    expect(await rowsOf(x.id, 'prediction_win')).toEqual([
      { amount: 501, reason: 'Prediction: Will this hunt end in profit? — won' },
    ]);
    expect(await rowsOf(l.id, 'prediction_win')).toEqual([]);
    const seen = await predictionOf(x.agent, p.id);
    expect(seen).toMatchObject({
      status: 'resolved',
      winning_outcome_id: a,
      refunded: false,
      total_pool: 1000,
    });
    expect(seen.user_stake).toEqual({ outcome_id: a, amount: 300, result: 'won', payout: 501 });
    expect((await predictionOf(l.agent, p.id)).user_stake).toMatchObject({ result: 'lost', payout: 0 });
    expect(c).toBeGreaterThan(0);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'predictions.resolve'));
    expect(entry!.after).toMatchObject({
      winning_outcome_id: a,
      pool: 1000,
      refunded: false,
      paid_members: 3,
    });
    await expectBalancesMatchLedger(ctx);
  });

  it('refunds everyone, and says so, when nobody staked on the winning outcome', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { outcomes: ['A', 'B', 'C'] });
    const [a, b, c] = p.outcomes.map((o) => o.id) as [number, number, number];
    const x = await member(ctx, 'x', { points: 100 });
    const y = await member(ctx, 'y', { points: 100 });
    await stake(x.agent, p.id, a, 40);
    await stake(y.agent, p.id, b, 60);
    const res = await resolve(admin, p.id, c);
    expect(json(res).message).toBe('Nobody staked on the winning outcome: everyone was refunded');
    expect(await pointsOf(ctx, x.id)).toBe(100);
    expect(await pointsOf(ctx, y.id)).toBe(100);
    expect(await rowsOf(y.id, 'prediction_refund')).toEqual([
      { amount: 60, reason: 'Prediction: Will this hunt end in profit? — refund' },
    ]);
    const seen = await predictionOf(x.agent, p.id);
    expect(seen).toMatchObject({ status: 'resolved', refunded: true });
    expect(seen.user_stake).toMatchObject({ result: 'refunded', payout: 40 });
    await expectBalancesMatchLedger(ctx);
  });

  it('cancel refunds every stake; after settling, nothing more is paid or staked', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const [yes, no] = p.outcomes.map((o) => o.id) as [number, number];
    const x = await member(ctx, 'x', { points: 100 });
    const y = await member(ctx, 'y', { points: 100 });
    await stake(x.agent, p.id, yes, 30);
    await stake(x.agent, p.id, yes, 20);
    await stake(y.agent, p.id, no, 70);
    const res = await admin.post(`/api/admin/predictions/${p.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Prediction cancelled: everyone was refunded');
    expect(await pointsOf(ctx, x.id)).toBe(100);
    expect(await pointsOf(ctx, y.id)).toBe(100);
    expect(await rowsOf(x.id, 'prediction_refund')).toEqual([
      { amount: 50, reason: 'Prediction: Will this hunt end in profit? — refund' },
    ]);
    expect((await predictionOf(x.agent, p.id)).user_stake).toMatchObject({ result: 'refunded', payout: 50 });
    expectRefusal(await resolve(admin, p.id, yes), 409, 'predictions.settled');
    expectRefusal(await admin.post(`/api/admin/predictions/${p.id}/cancel`), 409, 'predictions.settled');
    expectRefusal(await stake(x.agent, p.id, yes, 10), 409, 'predictions.settled');
    expectRefusal(await resolve(admin, 99_999, yes), 404, 'predictions.not_found');
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'predictions.cancel'))).toBe(1);
    await expectBalancesMatchLedger(ctx);
  });

  it("refuses a winner that is not one of the prediction's outcomes, paying nothing", async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const other = await openPrediction(admin, { title: 'Other' });
    expectRefusal(await resolve(admin, p.id, other.outcomes[0]!.id), 400, 'predictions.outcome_not_found');
    expect((await predictionOf(admin, p.id)).status).toBe('open');
  });

  it('members and moderators cannot open, lock, resolve or cancel', async () => {
    const p = await openPrediction(await boss(ctx));
    const { agent } = await member(ctx, 'sneaky', { points: 10 });
    expect(
      (await agent.post('/api/admin/predictions', { title: 'T', outcomes: ['A', 'B'] })).statusCode,
    ).toBe(403);
    expect((await resolve(agent, p.id, p.outcomes[0]!.id)).statusCode).toBe(403);
    expect((await agent.post(`/api/admin/predictions/${p.id}/cancel`)).statusCode).toBe(403);
  });
});
