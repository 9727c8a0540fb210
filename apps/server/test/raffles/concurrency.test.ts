import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { constraintError } from '../../src/db/constraints.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { drawInTransaction } from '../../src/features/raffles/draw.usecases.ts';
import { entryConstraints } from '../../src/features/raffles/raffles.errors.ts';
import { scheduledDraws } from '../../src/features/raffles/raffles.jobs.ts';
import {
  raffleDraws,
  raffleEntries,
  raffles,
  raffleWinners,
} from '../../src/features/raffles/raffles.table.ts';
import type { AppError } from '../../src/lib/errors.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { makeDue, schedulerOn } from '../helpers/jobs.ts';
import { byPoints, enter, expectBalancesMatchLedger, free, member, pointsOf } from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where these requests really overlap;
// on PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();
const HOUR = 3_600_000;

const statuses = (results: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};
const codes = (results: Parameters<typeof json>[0][]) =>
  new Set(results.filter((r) => r.statusCode !== 200).map((r) => json(r).code));

/** A raffle whose end has passed with `n` free entries, not drawn yet. */
async function endedRaffle(n: number) {
  const id = await createRaffle(ctx.db);
  for (let i = 0; i < n; i++) await enter((await member(ctx, `late${id}x${i}`)).agent, id, free);
  await ctx.db
    .update(raffles)
    .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - 1000) })
    .where(eq(raffles.id, id));
  return id;
}

describe('entries at once', () => {
  it('the database itself refuses a second free or password ticket for one member (unique indexes)', async () => {
    const id = await createRaffle(ctx.db);
    const { id: userId } = await member(ctx, 'direct');
    for (const entryType of ['passwordless', 'password'] as const) {
      const row = { raffleId: id, userId, entryType };
      await ctx.db.insert(raffleEntries).values(row);
      const error = await ctx.db
        .insert(raffleEntries)
        .values(row)
        .then(
          () => null,
          (e: unknown) => e,
        );
      const mapped = constraintError(error, entryConstraints) as AppError;
      expect(mapped.code).toBe(
        entryType === 'password' ? 'raffles.already_entered_password' : 'raffles.already_entered_free',
      );
    }
    await ctx.db
      .insert(raffleEntries)
      .values([1, 2].map(() => ({ raffleId: id, userId, entryType: 'points' as const })));
    expect(await ctx.db.$count(raffleEntries, eq(raffleEntries.userId, userId))).toBe(4);
  });

  it('30 free entries by one member at once: exactly 1 ticket', async () => {
    const { agent, id: memberId } = await member(ctx, 'spammer');
    const id = await createRaffle(ctx.db);
    const results = await Promise.all(Array.from({ length: 30 }, () => enter(agent, id, free)));
    expect(statuses(results)).toEqual({ 200: 1, 409: 29 });
    expect(codes(results)).toEqual(new Set(['raffles.already_entered_free']));
    expect(await ctx.db.$count(raffleEntries, eq(raffleEntries.userId, memberId))).toBe(1);
  });

  it('20 points entries by one member with points for 7 at once: 7 succeed, nothing overspent', async () => {
    const { agent, id: memberId } = await member(ctx, 'hasty', { points: 70 });
    const id = await createRaffle(ctx.db, { points_per_entry: 10, max_tickets_per_member: null });
    const results = await Promise.all(Array.from({ length: 20 }, () => enter(agent, id, byPoints(10))));
    expect(statuses(results)).toEqual({ 200: 7, 409: 13 });
    expect(codes(results)).toEqual(new Set(['raffles.insufficient_points']));
    expect(await pointsOf(ctx, memberId)).toBe(0);
    expect(await ctx.db.$count(raffleEntries, eq(raffleEntries.userId, memberId))).toBe(7);
    const debits = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, memberId), eq(pointsTransactions.kind, 'raffle_entry')));
    expect(debits).toHaveLength(7);
    await expectBalancesMatchLedger(ctx);
  });

  it('20 points entries at once within a ticket limit of 5: exactly 5 tickets', async () => {
    const { agent, id: memberId } = await member(ctx, 'greedy', { points: 1000 });
    const id = await createRaffle(ctx.db, { points_per_entry: 10, max_tickets_per_member: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => enter(agent, id, byPoints(10))));
    expect(statuses(results)).toEqual({ 200: 5, 409: 15 });
    expect(await pointsOf(ctx, memberId)).toBe(950);
    await expectBalancesMatchLedger(ctx);
  });

  it('entries racing the draw either land in the frozen list or are refused', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db);
    const racers = await Promise.all(Array.from({ length: 15 }, (_, i) => member(ctx, `racer${i}`)));
    const [draw, ...entries] = await Promise.all([
      boss.post(`/api/admin/raffles/${id}/draw`),
      ...racers.map((r) => enter(r.agent, id, free)),
    ]);
    expect(draw!.statusCode).toBe(200);
    const landed = entries.filter((r) => r.statusCode === 200).length;
    expect(landed + entries.filter((r) => json(r).code === 'raffles.ended').length).toBe(15);
    const verify = json<{ data: { ticket_count: number } }>(
      await boss.get(`/api/r/raffles/${id}/verify`),
    ).data;
    expect(verify.ticket_count).toBe(landed);
    expect(await ctx.db.$count(raffleEntries, eq(raffleEntries.raffleId, id))).toBe(landed);
  });
});

describe('draws happen once', () => {
  it('five transactions drawing one raffle at once: one draws, the others find it drawn', async () => {
    const id = await endedRaffle(6);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.db.transaction((tx) => drawInTransaction(tx, id, null))),
    );
    expect(results.filter((r) => r !== null)).toEqual([3]);
    expect(await ctx.db.$count(raffleDraws, eq(raffleDraws.raffleId, id))).toBe(1);
    expect(await ctx.db.$count(raffleWinners, eq(raffleWinners.raffleId, id))).toBe(3);
  });

  it('the scheduled draw, ticked by three schedulers at once, draws each due raffle once', async () => {
    const due = [await endedRaffle(4), await endedRaffle(2)];
    const open = await createRaffle(ctx.db);
    const three = [0, 1, 2].map(() => schedulerOn(ctx.db));
    for (let trial = 0; trial < 5; trial++) {
      if (trial > 0) await makeDue(ctx.db, scheduledDraws.name);
      const ran = await Promise.all(three.map((s) => s.runIfDue(scheduledDraws)));
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    for (const id of due) expect(await ctx.db.$count(raffleDraws, eq(raffleDraws.raffleId, id))).toBe(1);
    const [first] = await ctx.db.select().from(raffleDraws).where(eq(raffleDraws.raffleId, due[0]!));
    expect(first).toMatchObject({ nonce: 0, kind: 'draw', drawnBy: null });
    expect(await ctx.db.$count(raffleWinners, eq(raffleWinners.raffleId, due[0]!))).toBe(3);
    expect(await ctx.db.$count(raffleWinners, eq(raffleWinners.raffleId, due[1]!))).toBe(2);
    expect(await ctx.db.$count(raffleDraws, eq(raffleDraws.raffleId, open))).toBe(0);
  });

  it('10 cancels of one raffle at once: one refund per member', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    const { agent, id: memberId } = await member(ctx, 'refundee', { points: 100 });
    await enter(agent, id, byPoints(60));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => boss.post(`/api/admin/raffles/${id}/cancel`)),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: 9 });
    expect(await pointsOf(ctx, memberId)).toBe(100);
    await expectBalancesMatchLedger(ctx);
  });
});
