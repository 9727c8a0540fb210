import type { WagerRaffleList } from '@podium/shared/wager-raffles/schemas';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { addPeriod, casino, createWagerRaffle, DAY, detailOf, iso, player, wager } from './fixtures.ts';

const ctx = useTestApp();

/**
 * Casinos A (Settings slot 1) and B (slot 2) in the raffle, C (slot 3) not; an old period of A ends
 * before the raffle starts. alice plays on A and B under differently cased and padded names, bob too
 * little for a ticket, carol only on C, dave has a wager row but no linked username, eve on B.
 */
async function scene() {
  const window = { start: -3 * DAY, end: 3 * DAY };
  const a = await casino(ctx.db, 1, window);
  const b = await casino(ctx.db, 2, window);
  const c = await casino(ctx.db, 3, window);
  const oldA = await addPeriod(ctx.db, a.id, { start: -30 * DAY, end: -10 * DAY });
  const ids = {
    alice: await player(ctx.db, 'alice', { crypto: 'Alice_R', crypto2: '  AliceG ' }),
    bob: await player(ctx.db, 'bob', { crypto: 'BOB' }),
    carol: await player(ctx.db, 'carol', { crypto3: 'carol' }),
    dave: await player(ctx.db, 'dave'),
    eve: await player(ctx.db, 'eve', { crypto2: 'eve' }),
  };
  await wager(ctx.db, a.periodId, 'alice_r', 105);
  await wager(ctx.db, b.periodId, 'aliceg', 20);
  await wager(ctx.db, a.periodId, 'bob', 9.99);
  await wager(ctx.db, oldA, 'bob', 1000);
  await wager(ctx.db, c.periodId, 'carol', 500);
  await wager(ctx.db, a.periodId, 'dave', 700);
  await wager(ctx.db, b.periodId, 'eve', 30);
  const raffleId = await createWagerRaffle(ctx.db, [a.id, b.id]);
  return { a, b, c, ids, raffleId };
}

describe('wager raffle tickets', () => {
  it('counts wagers across the casinos and linked usernames in the period, none without a username', async () => {
    const { raffleId, ids, a, b } = await scene();
    const alice = await detailOf(await signedIn(ctx, 'alice'), raffleId);
    expect(alice.user_ticket).toEqual({
      ticket_count: 12,
      total_wagered: 125,
      individual_tickets: Array.from({ length: 12 }, (_, i) => i + 1),
      first_ticket: 1,
      last_ticket: 12,
    });
    expect(alice.total_tickets).toBe(15);
    expect(alice.statistics.total_participants).toBe(2);
    expect(alice.dollars_per_ticket).toBe(10);
    expect(alice.casinos.map((c) => [c.id, c.total_wagered])).toEqual([
      [a.id, 114.99],
      [b.id, 50],
    ]);
    expect(alice.top_participants).toEqual([
      {
        user: {
          id: ids.alice,
          avatar: expect.any(String),
          username: 'al**e',
          platform: alice.casinos[0]!.name,
        },
        ticket_count: 12,
        total_wagered: 125,
      },
      {
        user: { id: ids.eve, avatar: expect.any(String), username: 'e**', platform: alice.casinos[1]!.name },
        ticket_count: 3,
        total_wagered: 30,
      },
    ]);
    for (const name of ['bob', 'carol', 'dave']) {
      const mine = (await detailOf(await signedIn(ctx, name), raffleId)).user_ticket;
      expect(mine?.ticket_count, name).toBe(0);
      expect(mine?.individual_tickets, name).toEqual([]);
    }
    expect((await detailOf(await signedIn(ctx, 'bob'), raffleId)).user_ticket?.total_wagered).toBe(9.99);
    expect((await detailOf(await signedIn(ctx, 'dave'), raffleId)).user_ticket?.total_wagered).toBe(0);
    expect((await detailOf(await visitor(ctx), raffleId)).user_ticket).toBeNull();
  });

  it('keeps the numbering stable across recomputation; a sync moves only later members', async () => {
    const { raffleId, a } = await scene();
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const preview = async () =>
      json<{ data: { members: { username: string; first: number; last: number }[] } }>(
        await admin.get(`/api/admin/wager-raffles/${raffleId}/tickets`),
      ).data.members.map((m) => [m.username, m.first, m.last]);
    const first = await preview();
    expect(first).toEqual([
      ['alice', 1, 12],
      ['eve', 13, 15],
    ]);
    expect(await preview()).toEqual(first);
    await wager(ctx.db, a.periodId, 'bob', 50); // the next sync: bob now has 5 tickets
    expect(await preview()).toEqual([
      ['alice', 1, 12],
      ['bob', 13, 17],
      ['eve', 18, 20],
    ]);
  });

  it('freezes the numbering at the draw: later wagers change nothing', async () => {
    const { raffleId, a } = await scene();
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.post(`/api/admin/wager-raffles/${raffleId}/draw`)).statusCode).toBe(200);
    await wager(ctx.db, a.periodId, 'alice_r', 10_000);
    const after = await detailOf(await signedIn(ctx, 'alice'), raffleId);
    expect(after.user_ticket?.ticket_count).toBe(12);
    expect(after.total_tickets).toBe(15);
    expect(after.has_ended).toBe(true);
    expect(after.status).toBe('ENDED');
  });

  it('lists active raffles with the member’s tickets and ended ones with their winners', async () => {
    const { raffleId, a, b } = await scene();
    const upcoming = await createWagerRaffle(ctx.db, [a.id], { starts_at: iso(DAY), end_date: iso(2 * DAY) });
    const drawn = await createWagerRaffle(ctx.db, [a.id, b.id]);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await admin.post(`/api/admin/wager-raffles/${drawn}/draw`);
    const list = async (agent: Awaited<ReturnType<typeof visitor>>) =>
      json<{ data: WagerRaffleList }>(await agent.get('/api/r/wager-raffles')).data;
    const mine = await list(await signedIn(ctx, 'alice'));
    expect(mine.active_raffles.map((r) => [r.id, r.status, r.user_tickets?.ticket_count])).toEqual([
      [raffleId, 'ACTIVE', 12],
      [upcoming, 'UPCOMING', 10], // A's period overlaps it, so it counts whole (decision 024)
    ]);
    const card = mine.active_raffles[0]!;
    expect(card).toMatchObject({ total_tickets: 15, participants_count: 2 });
    expect(card.time_remaining).toBeGreaterThan(DAY / 1000 - 60);
    expect(card.prizes.map((p) => [p.prize_type, p.prize_value])).toEqual([
      ['points', 500],
      ['cash', 25],
      ['custom', null],
    ]);
    expect(mine.ended_raffles).toHaveLength(1);
    expect(mine.ended_raffles[0]!.winners.map((w) => w.position)).toEqual([1, 2]); // two members, one prize each
    expect((await list(await visitor(ctx))).active_raffles[0]!.user_tickets).toBeNull();
  });

  it('answers 404 for a raffle that does not exist', async () => {
    const guest = await visitor(ctx);
    const res = await guest.get('/api/r/wager-raffles/999999');
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('wager_raffles.not_found');
    expect((await guest.get('/api/r/wager-raffles/abc')).statusCode).toBe(404);
    expect((await guest.get('/api/r/wager-raffles/999999/verify')).statusCode).toBe(404);
  });
});
