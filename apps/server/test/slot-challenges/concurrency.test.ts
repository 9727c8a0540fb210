import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import {
  approve,
  boss,
  casino,
  challengeOf,
  claim,
  claimed,
  expectBalancesMatchLedger,
  player,
  postChallenge,
  queue,
} from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where these requests really overlap;
// on PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();

const statuses = (results: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};

const prizeCredits = async () =>
  Number(
    (
      await ctx.db
        .select({ total: sql<string>`coalesce(sum(${pointsTransactions.amount}), 0)` })
        .from(pointsTransactions)
        .where(sql`${pointsTransactions.kind} = 'slot_challenge_prize'`)
    )[0]!.total,
  );

describe('approving happens once', () => {
  it('two admins approving one claim at once: one pays, the other gets 409', async () => {
    const [one, two] = [await boss(ctx), await signedIn(ctx, 'boss2', 'Admin')];
    const c = await postChallenge(one, (await casino(ctx)).id, { places: 3, prize_value: 400 });
    const ann = await player(ctx, 'ann');
    const id = await claimed(ann, c.id);
    const results = await Promise.all([
      approve(one, id),
      approve(two, id),
      approve(one, id),
      approve(two, id),
    ]);
    expect(statuses(results)).toEqual({ 200: 1, 409: 3 });
    expect(await prizeCredits()).toBe(400);
    expect((await challengeOf(ann.agent, c.id)).places_taken).toBe(1);
    await expectBalancesMatchLedger(ctx);
  });

  it('a cash prize approved twice at once queues one payout', async () => {
    const [one, two] = [await boss(ctx), await signedIn(ctx, 'boss2', 'Admin')];
    const c = await postChallenge(one, (await casino(ctx)).id, { prize_type: 'cash', prize_value: 50 });
    const id = await claimed(await player(ctx, 'ann'), c.id);
    const results = await Promise.all([approve(one, id), approve(two, id)]);
    expect(statuses(results)).toEqual({ 200: 1, 409: 1 });
    expect((await ctx.db.select().from(payouts)).map((p) => p.amountCents)).toEqual([5000]);
  });

  it('two claims for the last place approved at once: one wins, the other gets 409', async () => {
    const [one, two] = [await boss(ctx), await signedIn(ctx, 'boss2', 'Admin')];
    const c = await postChallenge(one, (await casino(ctx)).id, { places: 2, prize_value: 100 });
    const [ann, ben, cat] = [await player(ctx, 'ann'), await player(ctx, 'ben'), await player(ctx, 'cat')];
    expect((await approve(one, await claimed(ann, c.id))).statusCode).toBe(200);
    const b = await claimed(ben, c.id);
    const k = await claimed(cat, c.id);
    const results = await Promise.all([approve(one, b), approve(two, k)]);
    expect(statuses(results)).toEqual({ 200: 1, 409: 1 });
    const loser = results.find((r) => r.statusCode === 409)!;
    expect([
      'slot_challenges.older_first',
      'slot_challenges.already_decided',
      'slot_challenges.full',
    ]).toContain(json(loser).code);
    const seen = await challengeOf(ann.agent, c.id);
    expect(seen).toMatchObject({ places_taken: 2, state: 'claimed' });
    expect(seen.winners.map((w) => w.place)).toEqual([1, 2]);
    expect((await queue(one)).filter((q) => q.status === 'pending')).toEqual([]);
    expect(await prizeCredits()).toBe(200);
    await expectBalancesMatchLedger(ctx);
  });

  it('claims racing the approval of the last place: none is left pending on a closed challenge', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const ann = await player(ctx, 'ann');
    const others = await Promise.all(['ben', 'cat', 'dan', 'eve'].map((n) => player(ctx, n)));
    const id = await claimed(ann, c.id);
    const results = await Promise.all([
      approve(admin, id),
      ...others.map((o) => claim(o.agent, c.id, { casino_username: o.casinoUsername })),
    ]);
    expect(results[0]!.statusCode).toBe(200);
    for (const r of results.slice(1)) expect([201, 409]).toContain(r.statusCode);
    expect((await queue(admin)).filter((q) => q.status === 'pending')).toEqual([]);
  });
});
