import { raffleErrorCodes as codes } from '@podium/shared/raffles/errors';
import { raffleMessages as m } from '@podium/shared/raffles/messages';
import type { RaffleEnterResult } from '@podium/shared/raffles/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { achievements, userAchievements } from '../../src/features/achievements/achievements.table.ts';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { raffleEntries, raffles } from '../../src/features/raffles/raffles.table.ts';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import {
  byPassword,
  byPoints,
  enter,
  expectBalancesMatchLedger,
  expectRefusal,
  free,
  member,
  pointsOf,
  raffleOf,
} from './fixtures.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const result = (res: Parameters<typeof json>[0]) => json<{ data: RaffleEnterResult; message: string }>(res);
const tickets = (raffleId: number) => ctx.db.$count(raffleEntries, eq(raffleEntries.raffleId, raffleId));

describe('who may enter', () => {
  it('refuses a visitor: Please log in to enter raffles (401)', async () => {
    const id = await createRaffle(ctx.db);
    expectRefusal(await enter(await visitor(ctx), id, free), 401, 'unauthorized', m.loginRequired);
  });

  it('refuses a member without a Kick username, saying to update the profile (403)', async () => {
    const id = await createRaffle(ctx.db);
    const { agent } = await member(ctx, 'nokick', { kick: null });
    expectRefusal(await enter(agent, id, free), 403, codes.kickRequired, m.kickRequired);
    expect(await tickets(id)).toBe(0);
  });

  it('answers 404 Raffle not found for a raffle that does not exist', async () => {
    const { agent } = await member(ctx, 'lost');
    expectRefusal(await enter(agent, 999, free), 404, codes.notFound, m.notFound);
  });
});

describe('when a raffle takes entries', () => {
  it('refuses before the start, while paused, after the end and once drawn or cancelled', async () => {
    const { agent } = await member(ctx, 'eager');
    const notStarted = await createRaffle(ctx.db, {
      start_datetime: new Date(Date.now() + HOUR).toISOString(),
      end_datetime: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expectRefusal(await enter(agent, notStarted, free), 409, codes.notAccepting, m.notAccepting);
    const paused = await createRaffle(ctx.db);
    await ctx.db.update(raffles).set({ isPaused: true }).where(eq(raffles.id, paused));
    expectRefusal(await enter(agent, paused, free), 409, codes.notAccepting);
    const over = await createRaffle(ctx.db, {
      start_datetime: new Date(Date.now() - 2 * HOUR).toISOString(),
      end_datetime: new Date(Date.now() - HOUR).toISOString(),
    });
    expectRefusal(await enter(agent, over, free), 409, codes.ended, m.ended);
    const drawn = await createRaffle(ctx.db);
    await ctx.db.update(raffles).set({ drawnAt: new Date() }).where(eq(raffles.id, drawn));
    expectRefusal(await enter(agent, drawn, free), 409, codes.ended);
    const cancelled = await createRaffle(ctx.db);
    await ctx.db.update(raffles).set({ cancelledAt: new Date() }).where(eq(raffles.id, cancelled));
    expectRefusal(await enter(agent, cancelled, free), 409, codes.ended);
    expect(await ctx.db.$count(raffleEntries)).toBe(0);
  });

  it('takes only the methods the raffle offers', async () => {
    const { agent } = await member(ctx, 'picky', { points: 100 });
    const id = await createRaffle(ctx.db, {
      allow_passwordless_entry: false,
      allow_points_entry: false,
      password: 'only-this',
    });
    expectRefusal(await enter(agent, id, free), 400, codes.methodNotAllowed, m.methodNotAllowed);
    expectRefusal(await enter(agent, id, byPoints(10)), 400, codes.methodNotAllowed);
    const noPassword = await createRaffle(ctx.db, { password: null });
    expectRefusal(await enter(agent, noPassword, byPassword('x')), 400, codes.methodNotAllowed);
  });

  it('refuses a body that is not the SPEC payload (strict, typed)', async () => {
    const { agent } = await member(ctx, 'typo');
    const id = await createRaffle(ctx.db);
    for (const body of [
      {},
      { entry_type: 'free' },
      { ...free, extra: 1 },
      byPoints(0),
      { entry_type: 'points' },
    ]) {
      expectRefusal(await enter(agent, id, body), 400, 'bad_request');
    }
  });
});

describe('free entries', () => {
  it('enters once: one ticket, the SPEC success message, the member counted', async () => {
    const { agent } = await member(ctx, 'freebie');
    const id = await createRaffle(ctx.db);
    const publish = vi.spyOn(ctx.app.deps.live, 'publish');
    const res = await enter(agent, id, {
      ...free,
      kick_username: 'whatever',
      password: null,
      points_spent: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(result(res).message).toBe('Successfully entered the raffle!');
    expect(result(res).data).toEqual({
      entry_type: 'passwordless',
      tickets_added: 1,
      user_entries: { passwordless: true, password: false, points: 0, total: 1 },
      total_entries: 1,
      user_points: null,
    });
    expect(publish).toHaveBeenCalledWith('raffle', { raffle_id: id, change: 'entries' });
    publish.mockRestore();
  });

  it('refuses a second free entry to the same raffle: Already Entered (Free)', async () => {
    const { agent } = await member(ctx, 'twice');
    const id = await createRaffle(ctx.db);
    expect((await enter(agent, id, free)).statusCode).toBe(200);
    expectRefusal(await enter(agent, id, free), 409, codes.alreadyEnteredFree, 'Already Entered (Free)');
    expect(await tickets(id)).toBe(1);
    expect((await raffleOf(agent, id)).user_entries.passwordless).toBe(true);
  });
});

describe('points entries', () => {
  it('debits points_per_entry per ticket through the ledger, with the tickets, in one go', async () => {
    const { agent, id: memberId } = await member(ctx, 'spender', { points: 100 });
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    const res = await enter(agent, id, byPoints(30));
    expect(res.statusCode, res.body).toBe(200);
    expect(result(res).data).toMatchObject({ tickets_added: 3, user_points: 70, total_entries: 3 });
    expect(result(res).data.user_entries).toEqual({
      passwordless: false,
      password: false,
      points: 3,
      total: 3,
    });
    expect(await pointsOf(ctx, memberId)).toBe(70);
    const [debit] = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, memberId), eq(pointsTransactions.kind, 'raffle_entry')));
    expect(debit).toMatchObject({ amount: -30, balanceAfter: 70 });
    expect(debit!.reason).toMatch(/\(3 tickets\)$/);
    await expectBalancesMatchLedger(ctx);
  });

  it('charges 1 point a ticket when points_per_entry is missing', async () => {
    const { agent } = await member(ctx, 'cheap', { points: 5 });
    const id = await createRaffle(ctx.db, { points_per_entry: null });
    expect(result(await enter(agent, id, byPoints(5))).data.tickets_added).toBe(5);
  });

  it('refuses points that are not a multiple of the price, or past the per-member ticket limit', async () => {
    const { agent, id: memberId } = await member(ctx, 'rounding', { points: 1000 });
    const id = await createRaffle(ctx.db, { points_per_entry: 10, max_tickets_per_member: 5 });
    const odd = await enter(agent, id, byPoints(25));
    expectRefusal(odd, 400, codes.pointsNotMultiple, m.pointsNotMultiple(10));
    expect(json(odd).errors).toEqual({ points_spent: [m.pointsNotMultiple(10)] });
    expect((await enter(agent, id, byPoints(30))).statusCode).toBe(200);
    expectRefusal(await enter(agent, id, byPoints(30)), 409, codes.ticketLimit, m.ticketLimit(5));
    expect((await enter(agent, id, byPoints(20))).statusCode).toBe(200);
    expect(await pointsOf(ctx, memberId)).toBe(950);
  });

  it('sells at most 1,000 tickets in one request', async () => {
    const { agent } = await member(ctx, 'whale', { points: 10_000 });
    const id = await createRaffle(ctx.db, { points_per_entry: null, max_tickets_per_member: null });
    expectRefusal(await enter(agent, id, byPoints(1001)), 400, codes.tooManyTickets, m.tooManyTickets(1000));
    expect(result(await enter(agent, id, byPoints(1000))).data.tickets_added).toBe(1000);
  });

  it('refuses with 409 Insufficient Points and writes nothing', async () => {
    const { agent, id: memberId } = await member(ctx, 'broke', { points: 25 });
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    expectRefusal(await enter(agent, id, byPoints(30)), 409, codes.insufficientPoints, 'Insufficient Points');
    expect(await tickets(id)).toBe(0);
    expect(await pointsOf(ctx, memberId)).toBe(25);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'raffle_entry'))).toBe(0);
  });
});

describe('win chance and achievements', () => {
  it('counts every ticket of every method for the win chance', async () => {
    const a = await member(ctx, 'many', { points: 100 });
    const b = await member(ctx, 'few');
    const id = await createRaffle(ctx.db);
    await enter(a.agent, id, free);
    await enter(a.agent, id, byPassword('open sesame'));
    await enter(a.agent, id, byPoints(20));
    await enter(b.agent, id, free);
    const view = await raffleOf(a.agent, id);
    expect(view.total_entries).toBe(5);
    expect(view.participants_count).toBe(2);
    expect(view.user_entries).toEqual({ passwordless: true, password: true, points: 2, total: 4 });
  });

  it('unlocks the first-raffle achievement with a first entry', async () => {
    await ensureDefaultAchievements(ctx.db);
    const { agent, id: memberId } = await member(ctx, 'newcomer');
    await enter(agent, await createRaffle(ctx.db), free);
    const unlocked = await ctx.db
      .select({ key: achievements.key })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, memberId));
    expect(unlocked.map((u) => u.key)).toContain('first_raffle');
  });
});
