import type { HistoryEntry, HistoryPagination } from '@podium/shared/history/schemas';
import { eq, isNotNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeEndedPeriods } from '../../src/features/leaderboard/close.usecases.ts';
import { leaderboardChanged } from '../../src/features/leaderboard/leaderboard.live.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { drawInTransaction } from '../../src/features/raffles/draw.usecases.ts';
import { raffles } from '../../src/features/raffles/raffles.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createBoard, createRaffle, createUser } from '../helpers/factories.ts';
import { enter, free, member } from '../raffles/fixtures.ts';

const ctx = useTestApp();

interface Page {
  data: HistoryEntry[];
  pagination: HistoryPagination;
}

async function history(query = ''): Promise<Page> {
  const res = await (await visitor(ctx)).get(`/api/r/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page>(res);
}

/** A raffle that ended `endedAgoMs` ago, drawn as the job would (its draw time set to match). */
async function drawnRaffle(title: string, endedAgoMs: number, entrants: number[] = []) {
  const id = await createRaffle(ctx.db, {
    title,
    start_datetime: new Date(Date.now() - endedAgoMs - 86_400_000).toISOString(),
    end_datetime: new Date(Date.now() + 60_000).toISOString(),
    number_of_winners: 1,
  });
  for (const userId of entrants) {
    const { raffleEntries } = await import('../../src/features/raffles/raffles.table.ts');
    await ctx.db.insert(raffleEntries).values({ raffleId: id, userId, entryType: 'passwordless' });
  }
  await ctx.db.transaction((tx) => drawInTransaction(tx, id, null));
  await ctx.db
    .update(raffles)
    .set({ drawnAt: new Date(Date.now() - endedAgoMs) })
    .where(eq(raffles.id, id));
  return id;
}

describe('the public history of every contest', () => {
  it('is empty, on one page, before any contest has ended', async () => {
    const page = await history();
    expect(page.data).toEqual([]);
    expect(page.pagination).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 1 });
  });

  it("lists the demo's finished contests newest first with their winners, and no running ones", async () => {
    await seedDemoIfEmpty(ctx.db);
    const all = await history();
    const ends = all.data.map((e) => Date.parse(e.ended_at));
    expect([...ends].sort((a, b) => b - a)).toEqual(ends);
    // The demo's closed leaderboard periods are checked with the leaderboards below.
    const contests = all.data.filter((e) => e.kind !== 'leaderboard');
    expect(contests.map((e) => [e.kind, e.title])).toEqual([
      ['wager_raffle', 'Launch Wager Raffle'],
      ['raffle', 'Hoodie Giveaway'],
      ['bonus_hunt', 'Weekend Hunt #41'],
      ['tournament', 'Weekend Cup #7'],
    ]);

    const [wager, hoodies, , cup] = contests;
    expect(hoodies!.href).toBe(`/raffles/${hoodies!.id}#verify`);
    expect(hoodies!.winners.map((w) => [w.place, w.prize])).toEqual([
      [1, 'Community hoodie'],
      [2, 'Community hoodie'],
    ]);
    for (const w of hoodies!.winners) expect(w.username).toBe(w.name);
    expect(wager!.href).toBe(`/wager-raffles/${wager!.id}#verify`);
    expect(wager!.winners.length).toBeGreaterThan(0);
    expect(cup!.champion).toBe('Rip City');
    expect(cup!.href).toBe(`/tournaments/${cup!.id}`);
    expect(cup!.winners[0]).toMatchObject({ place: 1, label: expect.stringMatching(/correct/) });
    expect(cup!.winners[0]!.prize).toMatch(/points|XP/);

    // The running raffle, hunt and tournament are not history.
    const titles = all.data.map((e) => e.title);
    expect(titles).not.toContain('Weekly Community Raffle');
    expect(titles).not.toContain('Friday Slot Battle');
    expect(titles).not.toContain('Sunday Bonus Hunt #42');
  });

  it('filters by kind', async () => {
    await seedDemoIfEmpty(ctx.db);
    const kinds = {
      raffles: 'raffle',
      'wager-raffles': 'wager_raffle',
      tournaments: 'tournament',
      'bonus-hunts': 'bonus_hunt',
    } as const;
    for (const [tab, kind] of Object.entries(kinds)) {
      const page = await history(`?kind=${tab}`);
      expect(page.data.length, tab).toBe(1);
      expect(page.data.every((e) => e.kind === kind)).toBe(true);
      expect(page.pagination.total).toBe(1);
    }
    // The demo's closed Roobet period before the current one: its podium and prize ranks.
    const [board, ...others] = (await history('?kind=leaderboards')).data;
    expect(others).toEqual([]);
    expect(board).toMatchObject({ kind: 'leaderboard', title: expect.stringMatching(/^Roobet /) });
    expect(board!.winners.map((w) => w.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board!.winners[0]).toMatchObject({ prize: '$5,000.00', paid: false, username: null });
    const bad = await (await visitor(ctx)).get('/api/r/history?kind=bingo');
    expect(bad.statusCode).toBe(400);
    expect((await (await visitor(ctx)).get('/api/r/history?page=0')).statusCode).toBe(400);
  });

  it('pages 20 at a time, newest end first, with the same order across pages', async () => {
    for (let i = 0; i < 23; i++) await drawnRaffle(`Past ${i}`, (i + 1) * 60_000);
    const first = await history('?kind=raffles');
    expect(first.pagination).toEqual({ page: 1, per_page: 20, total: 23, total_pages: 2 });
    expect(first.data.map((e) => e.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Past ${i}`));
    const second = await history('?kind=raffles&page=2');
    expect(second.data.map((e) => e.title)).toEqual(['Past 20', 'Past 21', 'Past 22']);
    expect(second.pagination.page).toBe(2);
    const beyond = await history('?kind=raffles&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(23);
    // Later pages than the cached ones are read from the database.
    expect((await history('?page=2')).data).toHaveLength(3);
  });

  it('shows no private data: no e-mail, casino username or ticket secret of a winner', async () => {
    await seedDemoIfEmpty(ctx.db);
    const body = JSON.stringify((await history()).data);
    const people = await ctx.db
      .select()
      .from(users)
      .where(or(isNotNull(users.crypto), isNotNull(users.email)));
    expect(people.length).toBeGreaterThan(0);
    for (const u of people) {
      for (const secret of [u.email, u.crypto, u.crypto2, u.crypto3]) {
        if (secret && secret.length > 3) expect(body, u.username).not.toContain(`"${secret}"`);
      }
    }
    for (const key of ['email', 'crypto', 'server_seed', 'kick_username', 'user_id', 'discord']) {
      expect(body).not.toContain(`"${key}`);
    }
  });

  it('drops its cached pages when a raffle is drawn, and keeps them on a new ticket', async () => {
    const lena = await member(ctx, 'lena');
    await drawnRaffle('Old one', 3_600_000, [lena.id]);
    expect((await history()).data.map((e) => e.title)).toEqual(['Old one']);

    const open = await createRaffle(ctx.db, { title: 'Drawn now', number_of_winners: 1 });
    const res = await enter(lena.agent, open, free);
    expect(res.statusCode, res.body).toBe(200);
    // A ticket leaves the history as it was (and cached).
    expect((await history()).data.map((e) => e.title)).toEqual(['Old one']);

    const admin = await signedIn(ctx, 'boss', 'Admin');
    const drawn = await admin.post(`/api/admin/raffles/${open}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const after = await history();
    expect(after.data.map((e) => e.title)).toEqual(['Drawn now', 'Old one']);
    expect(after.data[0]!.winners).toEqual([
      expect.objectContaining({ place: 1, name: 'lena', username: 'lena' }),
    ]);
  });

  it('masks a banned winner and links no profile', async () => {
    const lena = await member(ctx, 'lena_banned');
    await drawnRaffle('Banned winner', 60_000, [lena.id]);
    await ctx.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, lena.id));
    ctx.cache.invalidate();
    const [entry] = (await history()).data;
    expect(entry!.winners[0]!.name).toMatch(/\*/);
    expect(entry!.winners[0]!.username).toBeNull();
  });

  it("shows a closed period's podium and prizes, Pending until paid, and its full standings", async () => {
    const HOUR = 3_600_000;
    const { period } = await createBoard(ctx.db, {
      name: 'Roobet',
      casinoSlot: 1,
      prizesCents: [50_000, 25_000, 10_000, 5_000],
      startsAt: new Date(Date.now() - 30 * 24 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
      players: 6,
    });
    const winner = await createUser(ctx.db, { username: 'first_place' });
    await linkCasino(ctx.db, winner.id, { crypto: 'player1' });
    // Open periods are not history.
    expect((await history('?kind=leaderboards')).data).toEqual([]);

    expect(await closeEndedPeriods({ db: ctx.db })).toBe(1);
    leaderboardChanged(ctx.app.deps); // as the job does after closing
    const [entry, ...more] = (await history('?kind=leaderboards')).data;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'leaderboard',
      id: period.id,
      href: `/leaderboard/history/${period.id}`,
      period: { platform_name: 'Roobet', currency_symbol: '$' },
    });
    // The podium and every prize rank, with the name as the board showed it.
    expect(entry!.winners.map((w) => [w.place, w.name, w.prize, w.paid])).toEqual([
      [1, 'Player1', '$500.00', false],
      [2, 'Player2', '$250.00', false],
      [3, 'Player3', '$100.00', false],
      [4, 'Player4', '$50.00', false],
    ]);
    expect(entry!.winners[0]!.wagered).toBe(600.55);
    expect(JSON.stringify(entry)).not.toContain('player1'); // the casino username stays private

    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.userId, winner.id));
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const marked = await admin.post(`/api/admin/payouts/${payout!.id}/paid`, { reference: 'tip-1' });
    expect(marked.statusCode, marked.body).toBe(200);
    // Marked paid: the cached history drops at once, no TTL to wait for.
    const [paid] = (await history('?kind=leaderboards')).data;
    expect(paid!.winners.map((w) => w.paid)).toEqual([true, false, false, false]);

    const res = await (await visitor(ctx)).get(`/api/r/history/periods/${period.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = json<{ data: { title: string; standings: unknown[] } }>(res).data;
    expect(view.standings).toHaveLength(6);
    expect(view.standings.at(-1)).toEqual({
      rank: 6,
      name: 'Player6',
      wagered: 100.55,
      prize: null,
      paid: null,
    });
    expect(view.title).toMatch(/^Roobet /);
  });

  it('answers an unknown leaderboard period with not found', async () => {
    const res = await (await visitor(ctx)).get('/api/r/history/periods/999');
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('history.period_not_found');
  });
});
