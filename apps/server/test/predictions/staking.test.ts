import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { predictions } from '../../src/features/predictions/predictions.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import {
  boss,
  expectBalancesMatchLedger,
  expectRefusal,
  member,
  openPrediction,
  pointsOf,
  predictionOf,
  stake,
} from './fixtures.ts';

const ctx = useTestApp();

describe('staking', () => {
  it('debits the stake through the ledger with its reason, and shows it on the prediction', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const { agent, id } = await member(ctx, 'lena', { points: 500 });
    const res = await stake(agent, p.id, p.outcomes[0]!.id, 100);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ data: { stake: 100, user_points: 400 }, message: 'Stake placed' });
    const rows = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, id), eq(pointsTransactions.kind, 'prediction_stake')));
    expect(rows.map((r) => [r.amount, r.reason])).toEqual([
      [-100, 'Prediction: Will this hunt end in profit? — stake'],
    ]);
    const seen = await predictionOf(agent, p.id);
    expect(seen.total_pool).toBe(100);
    expect(seen.outcomes.map((o) => [o.pool, o.percent, o.stakers])).toEqual([
      [100, 100, 1],
      [0, 0, 0],
    ]);
    expect(seen.outcomes[0]!.top_stakers).toEqual([{ username: 'lena', amount: 100 }]);
    expect(seen.user_stake).toEqual({
      outcome_id: p.outcomes[0]!.id,
      amount: 100,
      result: 'pending',
      payout: 0,
    });
    expect((await predictionOf(await visitor(ctx), p.id)).user_stake).toBeNull();
  });

  it('adds to a stake on the same outcome, never another outcome', async () => {
    const p = await openPrediction(await boss(ctx));
    const { agent, id } = await member(ctx, 'adder', { points: 500 });
    const [yes, no] = p.outcomes.map((o) => o.id) as [number, number];
    expect((await stake(agent, p.id, yes, 50)).statusCode).toBe(200);
    const more = await stake(agent, p.id, yes, 20);
    expect(json(more).data).toEqual({ stake: 70, user_points: 430 });
    expectRefusal(await stake(agent, p.id, no, 50), 409, 'predictions.other_outcome');
    expect(await pointsOf(ctx, id)).toBe(430);
    expect((await predictionOf(agent, p.id)).outcomes[1]!.pool).toBe(0);
    await expectBalancesMatchLedger(ctx);
  });

  it('keeps each stake within the minimum, the maximum (total per member) and the balance', async () => {
    const p = await openPrediction(await boss(ctx), { min_stake: 10, max_stake: 100 });
    const yes = p.outcomes[0]!.id;
    const { agent, id } = await member(ctx, 'bounded', { points: 1000 });
    expectRefusal(
      await stake(agent, p.id, yes, 9),
      400,
      'predictions.below_minimum',
      'Stake at least 10 points',
    );
    expectRefusal(await stake(agent, p.id, yes, 101), 400, 'predictions.above_maximum');
    expect((await stake(agent, p.id, yes, 80)).statusCode).toBe(200);
    const over = await stake(agent, p.id, yes, 30);
    expectRefusal(
      over,
      400,
      'predictions.above_maximum',
      'At most 100 points on one prediction: you can add 20 more',
    );
    expect(json(over).errors).toEqual({
      points: ['At most 100 points on one prediction: you can add 20 more'],
    });
    expect((await stake(agent, p.id, yes, 20)).statusCode).toBe(200);
    expect(await pointsOf(ctx, id)).toBe(900);

    const poor = await member(ctx, 'poor', { points: 15 });
    expectRefusal(
      await stake(poor.agent, p.id, yes, 20),
      409,
      'predictions.insufficient_points',
      'Insufficient Points',
    );
    expect(await pointsOf(ctx, poor.id)).toBe(15);
    expect((await predictionOf(poor.agent, p.id)).user_stake).toBeNull();
    await expectBalancesMatchLedger(ctx);
  });

  it('refuses bad input with the shared messages, an unknown outcome, visitors and staff', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const other = await openPrediction(admin, { title: 'Other' });
    const { agent } = await member(ctx, 'typo', { points: 100 });
    const bad = await agent.post(`/api/r/predictions/${p.id}/stake`, {
      outcome_id: p.outcomes[0]!.id,
      points: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ points: ['Enter a whole number, like 1,250'] });
    expectRefusal(await stake(agent, p.id, other.outcomes[0]!.id, 10), 400, 'predictions.outcome_not_found');
    expectRefusal(await stake(agent, 99_999, 1, 10), 404, 'predictions.not_found');
    expectRefusal(await stake(await visitor(ctx), p.id, p.outcomes[0]!.id, 10), 401, 'unauthorized');
    expectRefusal(await stake(admin, p.id, p.outcomes[0]!.id, 10), 403, 'predictions.staff_cannot_stake');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    expectRefusal(await stake(mod, p.id, p.outcomes[0]!.id, 10), 403, 'predictions.staff_cannot_stake');
  });
});

describe('locking', () => {
  it('by hand: no stakes after, shown as locked; locking twice is refused', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const { agent } = await member(ctx, 'late', { points: 100 });
    const lock = await admin.post(`/api/admin/predictions/${p.id}/lock`);
    expect(lock.statusCode, lock.body).toBe(200);
    expect(json(lock).message).toBe('Prediction locked');
    expectRefusal(await stake(agent, p.id, p.outcomes[0]!.id, 10), 409, 'predictions.locked');
    expect((await predictionOf(agent, p.id)).status).toBe('locked');
    expectRefusal(await admin.post(`/api/admin/predictions/${p.id}/lock`), 409, 'predictions.not_open');
    expect(await pointsOf(ctx, (await member(ctx, 'late')).id)).toBe(100);
  });

  it('by time: once the lock time passes (by the database clock), stakes are refused', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { locks_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { agent } = await member(ctx, 'clock', { points: 100 });
    expect((await stake(agent, p.id, p.outcomes[0]!.id, 10)).statusCode).toBe(200);
    await ctx.db
      .update(predictions)
      .set({ locksAt: new Date(Date.now() - 1000) })
      .where(eq(predictions.id, p.id));
    expectRefusal(await stake(agent, p.id, p.outcomes[0]!.id, 10), 409, 'predictions.locked');
    expect((await predictionOf(agent, p.id)).status).toBe('locked');
  });

  it('by time, with nothing else changing: the list read just before shows it open, just after locked', async () => {
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { locks_at: new Date(Date.now() + 2000).toISOString() });
    const { agent } = await member(ctx, 'watcher', { points: 100 });
    expect((await predictionOf(agent, p.id)).status).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await predictionOf(agent, p.id)).status).toBe('locked');
  });

  it('an admin cannot open a prediction that locks in the past, or with bad limits or outcomes', async () => {
    const admin = await boss(ctx);
    const base = { title: 'T', outcomes: ['A', 'B'] };
    expectRefusal(
      await admin.post('/api/admin/predictions', {
        ...base,
        locks_at: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'predictions.lock_in_past',
    );
    expectRefusal(
      await admin.post('/api/admin/predictions', { ...base, min_stake: 50, max_stake: 10 }),
      400,
      'predictions.min_above_max',
    );
    expectRefusal(
      await admin.post('/api/admin/predictions', { ...base, outcomes: ['A', 'a'] }),
      400,
      'predictions.duplicate_outcome',
    );
    const one = await admin.post('/api/admin/predictions', { ...base, outcomes: ['A'] });
    expect(one.statusCode).toBe(400);
    expect(json(one).errors).toEqual({ outcomes: ['At least 2 items'] });
    const eleven = await admin.post('/api/admin/predictions', {
      ...base,
      outcomes: Array.from({ length: 11 }, (_, i) => `O${i}`),
    });
    expect(json(eleven).errors).toEqual({ outcomes: ['At most 10 items'] });
    const blank = await admin.post('/api/admin/predictions', { title: ' ', outcomes: ['A', ' '] });
    expect(json(blank).errors).toEqual({
      title: ['Title is required'],
      'outcomes.1': ['Name every outcome'],
    });
    expect(await ctx.db.$count(predictions)).toBe(0);
  });
});
