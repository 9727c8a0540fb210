import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { casinoAccounts } from '../../src/features/casino-accounts/casino-accounts.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { drawInTransaction } from '../../src/features/raffles/draw.usecases.ts';
import { rafflePrizeAwards } from '../../src/features/raffles/raffle-prizes.table.ts';
import { scheduledDraws } from '../../src/features/raffles/raffles.jobs.ts';
import { raffles } from '../../src/features/raffles/raffles.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createBoard } from '../helpers/factories.ts';
import { schedulerOn } from '../helpers/jobs.ts';
import { enter, expectRefusal, free, member, pointsOf, raffleOf } from './fixtures.ts';

// Raffle prizes per place (decision 044): validated, shown, paid once by the draw, taken back by a re-draw.
const ctx = useTestApp();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const data = <T>(res: Parameters<typeof json>[0]) => json<{ data: T }>(res).data;

const form = {
  title: 'Prize Raffle',
  description: 'Prizes per place.',
  image: null,
  start_datetime: at(-1),
  end_datetime: at(24),
  number_of_winners: 2,
  allow_passwordless_entry: true,
  allow_points_entry: false,
  points_per_entry: null,
  max_tickets_per_member: null,
};
const points = (n: number, description = '') => ({ prize_type: 'points', prize_value: n, description });
const cash = (dollars: number, description = 'Casino tip') => ({
  prize_type: 'cash',
  prize_value: dollars,
  description,
});
const custom = (description: string) => ({ prize_type: 'custom', prize_value: null, description });

async function newRaffle(boss: Awaited<ReturnType<typeof signedIn>>, fields: Record<string, unknown>) {
  const res = await boss.post('/api/admin/raffles', { ...form, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return data<AdminRaffle>(res).id;
}

/** Members who enter free, each with a verified casino account on slot 1 (decision 042). */
async function entrants(raffleId: number, names: string[]) {
  const out = [];
  for (const name of names) {
    const m = await member(ctx, name);
    await linkCasino(ctx.db, m.id, { crypto: ` ${name}_Casino ` });
    expect((await enter(m.agent, raffleId, free)).statusCode).toBe(200);
    out.push(m);
  }
  return out;
}

const awardsOf = (raffleId: number) =>
  ctx.db
    .select()
    .from(rafflePrizeAwards)
    .where(eq(rafflePrizeAwards.raffleId, raffleId))
    .orderBy(asc(rafflePrizeAwards.id));
const rafflePayouts = () =>
  ctx.db.select().from(payouts).where(eq(payouts.source, 'raffle')).orderBy(asc(payouts.id));
const ledgerOf = (userId: number, kind: string) =>
  ctx.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.kind, kind)));

describe('raffle prizes', () => {
  it('are one per place, each checked like a wager raffle prize', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const short = await boss.post('/api/admin/raffles', { ...form, prizes: [points(100)] });
    expectRefusal(short, 400, 'bad_request', 'Give a prize for each of the 2 places, or none.');
    const bad = await boss.post('/api/admin/raffles', {
      ...form,
      prizes: [cash(10.005), custom('')],
    });
    expectRefusal(bad, 400, 'bad_request');
    expect(json(bad).errors).toEqual({
      'prizes.0.prize_value': ['A cash prize needs an amount in dollars'],
      'prizes.1.description': ['A custom prize needs a description'],
    });
    const fraction = await boss.post('/api/admin/raffles', { ...form, prizes: [points(1.5), points(2)] });
    expect(json(fraction).errors).toEqual({
      'prizes.0.prize_value': ['A points prize needs a whole number of points'],
    });

    // None is fine: the raffle names its prize in the description, as before.
    const none = await newRaffle(boss, {});
    expect((await raffleOf(boss, none)).prizes).toEqual([]);

    // Shown by place on the public raffle; more winners without new prizes is refused.
    const id = await newRaffle(boss, { prizes: [cash(50), points(500, 'Bonus points')] });
    const visitorView = await raffleOf(boss, id);
    expect(visitorView.prizes).toEqual([
      { position: 1, prize_type: 'cash', prize_value: 50, description: 'Casino tip' },
      { position: 2, prize_type: 'points', prize_value: 500, description: 'Bonus points' },
    ]);
    const more = await boss.put(`/api/admin/raffles/${id}`, { ...form, number_of_winners: 3 });
    expectRefusal(more, 400, 'raffles.prizes_per_place', 'Give a prize for each of the 3 places, or none.');
    expect(json(more).errors).toHaveProperty('prizes');
    const edited = await boss.put(`/api/admin/raffles/${id}`, {
      ...form,
      number_of_winners: 1,
      prizes: [custom('Signed hoodie')],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<AdminRaffle>(edited).prizes).toEqual([
      { position: 1, prize_type: 'custom', prize_value: null, description: 'Signed hoodie' },
    ]);
    const [entry] = await auditEntriesOfRequest(ctx.db, String(edited.headers['x-request-id']));
    expect(entry).toMatchObject({
      action: 'raffles.update',
      before: {
        number_of_winners: 2,
        prizes: [expect.objectContaining({ prize_type: 'cash' }), expect.anything()],
      },
      after: {
        number_of_winners: 1,
        prizes: [{ prize_type: 'custom', prize_value: null, description: 'Signed hoodie' }],
      },
    });
  });

  it('the draw pays points through the ledger and queues cash with the casino username, once', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const { platform } = await createBoard(ctx.db, { casinoSlot: 1 });
    const id = await newRaffle(boss, { prizes: [points(500), cash(25)] });
    const [ann, ben] = await entrants(id, ['ann', 'ben']);

    const drawn = await boss.post(`/api/admin/raffles/${id}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const winners = (await raffleOf(boss, id)).winners;
    const first = winners.find((w) => w.position === 1)!.id;
    const second = winners.find((w) => w.position === 2)!.id;
    expect([first, second].sort()).toEqual([ann!.id, ben!.id].sort());

    expect(await pointsOf(ctx, first)).toBe(500);
    expect((await ledgerOf(first, 'raffle_prize')).map((t) => t.reason)).toEqual([
      'Raffle prize: Prize Raffle (#1)',
    ]);
    const queued = await rafflePayouts();
    expect(queued).toHaveLength(1);
    const secondName = second === ann!.id ? 'ann' : 'ben';
    expect(queued[0]).toMatchObject({
      userId: second,
      amountCents: 2500,
      status: 'pending',
      platformId: platform.id,
      casinoUsername: `${secondName}_Casino`,
      casinoAccountId: expect.any(Number),
      description: 'Raffle prize #2: Prize Raffle ($25.00)',
    });
    const awards = await awardsOf(id);
    expect(queued[0]!.sourceId).toBe(awards.find((a) => a.position === 2)!.id);

    // The admin raffle says what each place got.
    const admin = data<AdminRaffle>(await boss.get(`/api/admin/raffles/${id}`));
    expect(admin.prize_awards).toEqual([
      expect.objectContaining({
        position: 1,
        user: { id: first, username: expect.any(String) },
        payout: null,
      }),
      expect.objectContaining({ position: 2, payout: { id: queued[0]!.id, status: 'pending' } }),
    ]);

    // The draw's audit entry names the prizes; a second draw pays nothing more.
    const [entry] = await auditEntriesOfRequest(ctx.db, String(drawn.headers['x-request-id']));
    expect((entry!.after as { prizes: unknown[] }).prizes).toEqual([
      { position: 1, user_id: first, prize_type: 'points', prize_value: 500, payout_id: null },
      { position: 2, user_id: second, prize_type: 'cash', prize_value: 25, payout_id: queued[0]!.id },
    ]);
    expectRefusal(await boss.post(`/api/admin/raffles/${id}/draw`), 409, 'raffles.already_drawn');
    expect(await pointsOf(ctx, first)).toBe(500);
    expect(await rafflePayouts()).toHaveLength(1);
  });

  it('a winner without a verified casino account still gets a payout, with no target; a banned winner gets nothing', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    await createBoard(ctx.db, { casinoSlot: 1 });
    const id = await newRaffle(boss, { prizes: [cash(10), cash(10)] });
    const [ann, ben] = await entrants(id, ['ann', 'ben']);
    // Ann's account waits for verification (decision 042): cash is never sent to an account not hers.
    await ctx.db
      .update(casinoAccounts)
      .set({ status: 'pending', decidedAt: null })
      .where(eq(casinoAccounts.holderId, ann!.id));
    await ctx.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, ben!.id));
    expect((await boss.post(`/api/admin/raffles/${id}/draw`)).statusCode).toBe(200);
    expect(await rafflePayouts()).toEqual([
      expect.objectContaining({ userId: ann!.id, casinoUsername: null, platformId: null }),
    ]);
    expect((await awardsOf(id)).map((a) => a.userId)).toEqual([ann!.id]);
  });
});

describe('paid once, however the draw comes', () => {
  it('five draws at once and three schedulers: one award per place, one payout, one ledger row', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await newRaffle(boss, { prizes: [points(200), cash(5)] });
    await entrants(id, ['ann', 'ben', 'cy']);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.db.transaction((tx) => drawInTransaction(tx, id, null))),
    );
    expect(results.filter((r) => r !== null)).toEqual([2]);
    expect((await awardsOf(id)).map((a) => a.position)).toEqual([1, 2]);
    expect(await rafflePayouts()).toHaveLength(1);
    const first = (await raffleOf(boss, id)).winners.find((w) => w.position === 1)!.id;
    expect(await ledgerOf(first, 'raffle_prize')).toHaveLength(1);

    // The scheduled draw pays too (no actor), once across schedulers.
    const due = await newRaffle(boss, { number_of_winners: 1, prizes: [cash(7)] });
    await entrants(due, ['dee']);
    await ctx.db
      .update(raffles)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - 1000) })
      .where(eq(raffles.id, due));
    await Promise.all([1, 2, 3].map(() => schedulerOn(ctx.db).runIfDue(scheduledDraws)));
    expect((await rafflePayouts()).map((p) => p.amountCents)).toEqual([500, 700]);
    expect(await awardsOf(due)).toHaveLength(1);
  });
});

describe('re-drawing a winner whose prize was paid', () => {
  async function drawnFor(prize: Record<string, unknown>) {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await newRaffle(boss, { number_of_winners: 1, prizes: [prize] });
    await entrants(id, ['ann', 'ben', 'cy']);
    expect((await boss.post(`/api/admin/raffles/${id}/draw`)).statusCode).toBe(200);
    const first = (await raffleOf(boss, id)).winners[0]!.id;
    const redraw = () => boss.post(`/api/admin/raffles/${id}/redraw`, { user_id: first, reason: 'No show' });
    return { boss, id, first, redraw };
  }

  it('takes points back through the ledger (down to the balance) and pays the new winner', async () => {
    const { boss, id, first, redraw } = await drawnFor(points(300));
    expect(await pointsOf(ctx, first)).toBe(300);
    // The winner spent 100 of them meanwhile: 200 are taken back, the balance never goes below zero.
    await ctx.db.transaction(async (tx) => {
      const { applyLedgerEntry } = await import('../../src/features/points/ledger.usecases.ts');
      await applyLedgerEntry(tx, { userId: first, amount: -100, kind: 'test', reason: 'Spent' });
    });
    const res = await redraw();
    expect(res.statusCode, res.body).toBe(200);
    const second = (await raffleOf(boss, id)).winners[0]!.id;
    expect(second).not.toBe(first);
    expect(await pointsOf(ctx, first)).toBe(0);
    expect((await ledgerOf(first, 'raffle_prize_taken_back')).map((t) => [t.amount, t.reason])).toEqual([
      [-200, 'Raffle prize taken back: Prize Raffle (#1), re-drawn'],
    ]);
    expect(await pointsOf(ctx, second)).toBe(300);
    const awards = await awardsOf(id);
    expect(awards.map((a) => [a.userId, a.takenBack, a.pointsTakenBack])).toEqual([
      [first, 'points_taken_back', 200],
      [second, null, null],
    ]);
    const [entry] = await auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));
    expect(entry!.after).toMatchObject({
      user_id: second,
      prize_taken_back: { prize_type: 'points', outcome: 'points_taken_back', points: 200, payout_id: null },
      prizes: [{ position: 1, user_id: second, prize_type: 'points', prize_value: 300, payout_id: null }],
    });
  });

  it('rejects a pending cash payout with the reason "Re-drawn" and queues the new winner', async () => {
    const { boss, id, first, redraw } = await drawnFor(cash(40));
    expect((await redraw()).statusCode).toBe(200);
    const second = (await raffleOf(boss, id)).winners[0]!.id;
    expect(await rafflePayouts()).toEqual([
      expect.objectContaining({ userId: first, status: 'rejected', reason: 'Re-drawn' }),
      expect.objectContaining({ userId: second, status: 'pending', amountCents: 4000 }),
    ]);
    const admin = data<AdminRaffle>(await boss.get(`/api/admin/raffles/${id}`));
    expect(
      admin.prize_awards.map((a) => [a.user.id, a.payout?.status, a.taken_back?.outcome ?? null]),
    ).toEqual([
      [first, 'rejected', 'payout_rejected'],
      [second, 'pending', null],
    ]);
  });

  it('leaves a paid cash payout paid, flags it on the award, and queues the new winner', async () => {
    const { boss, id, first, redraw } = await drawnFor(cash(40));
    const [payout] = await rafflePayouts();
    // Paid by another admin (the payout queue's own tests cover that route).
    await ctx.db
      .update(payouts)
      .set({ status: 'paid', reference: 'tip-9', decidedAt: new Date() })
      .where(eq(payouts.id, payout!.id));
    expect((await redraw()).statusCode).toBe(200);
    const second = (await raffleOf(boss, id)).winners[0]!.id;
    expect(await rafflePayouts()).toEqual([
      expect.objectContaining({ userId: first, status: 'paid', reference: 'tip-9' }),
      expect.objectContaining({ userId: second, status: 'pending' }),
    ]);
    const admin = data<AdminRaffle>(await boss.get(`/api/admin/raffles/${id}`));
    expect(admin.prize_awards[0]).toMatchObject({
      user: { id: first },
      payout: { status: 'paid' },
      taken_back: { outcome: 'payout_kept', points: null },
    });
  });
});
