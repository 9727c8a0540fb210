import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { describe, expect, it } from 'vitest';
import { leaderboardPeriods } from '../../src/features/leaderboard/leaderboard.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { wagersOf } from './fixtures.ts';

const ctx = useTestApp();
const DAY = 86_400_000;

/** A CSV board whose current period started an hour ago, with the week before as its previous one. */
async function csvBoard() {
  const board = await createBoard(ctx.db, { slug: 'stake', name: 'Stake', provider: 'csv' });
  const [previous] = await ctx.db
    .insert(leaderboardPeriods)
    .values({
      platformId: board.platform.id,
      startsAt: new Date(Date.now() - 8 * DAY),
      endsAt: new Date(Date.now() - 3_600_000),
    })
    .returning();
  const admin = await signedIn(ctx, 'admin', 'Admin');
  const path = `/api/admin/wager-feeds/${board.platform.id}/csv`;
  const feed = async () =>
    json<{ data: Feed[] }>(await admin.get('/api/admin/wager-feeds')).data.find(
      (f) => f.platform_id === board.platform.id,
    )!;
  return { ...board, previous: previous!, admin, path, feed };
}

describe('CSV import: which period, replace or add', () => {
  it('adds new players and updates the ones there in "merge", keeping the others', async () => {
    const { admin, path, period } = await csvBoard();
    const first = await admin.post(path, {
      csv: 'username,wagered,favourite game\nalice,100,Crash\nbob,50,Plinko\n',
      mode: 'replace',
    });
    expect(json(first).message).toBe('Imported 2 players');
    const merged = await admin.post(path, { csv: 'username,wagered\nAlice,250.5\ncarol,7\n', mode: 'merge' });
    expect([merged.statusCode, json(merged).message]).toEqual([200, 'Added 1 player and updated 1']);
    expect(await wagersOf(ctx.db, period.id)).toEqual({ alice: 25_050, bob: 5_000, carol: 700 });
    const board = (await ctx.app.inject('/api/r/leaderboard')).json().data.all_leaderboards.stake;
    expect(board.top_three[0]).toMatchObject({ displayName: 'Alice', favoriteGameTitle: 'Crash' });
    // "replace" makes the file the whole list again: 40 players do not become 4 unless asked.
    const replaced = await admin.post(path, { csv: 'dave,1\n', mode: 'replace' });
    expect(json(replaced).message).toBe('Imported 1 player');
    expect(await wagersOf(ctx.db, period.id)).toEqual({ dave: 100 });
  });

  it('lists the current and previous periods, and imports into the one chosen', async () => {
    const { admin, path, period, previous, feed } = await csvBoard();
    expect((await feed()).periods).toEqual([
      { id: period.id, starts_at: period.startsAt.toISOString(), ends_at: expect.any(String), players: 0 },
      {
        id: previous.id,
        starts_at: previous.startsAt.toISOString(),
        ends_at: expect.any(String),
        players: 0,
      },
    ]);
    const res = await admin.post(path, { csv: 'late,99\n', period_id: previous.id, mode: 'merge' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await wagersOf(ctx.db, previous.id)).toEqual({ late: 9_900 });
    expect(await wagersOf(ctx.db, period.id)).toEqual({});
    expect((await feed()).periods.map((p) => p.players)).toEqual([0, 1]);
  });

  it('re-checks the file on the server: extra columns are ignored, a bad line refuses it all', async () => {
    const { admin, path, period } = await csvBoard();
    const ok = await admin.post(path, { csv: 'username,notes,wagered\nann,vip,5\n', mode: 'replace' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await wagersOf(ctx.db, period.id)).toEqual({ ann: 500 });
    const bad = await admin.post(path, { csv: 'username,wagered\nbo,1\nbo,2\n', mode: 'merge' });
    expect(json(bad).errors).toEqual({ csv: ['Line 3: bo is already on line 2'] });
    expect(await wagersOf(ctx.db, period.id)).toEqual({ ann: 500 });
  });

  it('asks for replace or add in words, never with a field key', async () => {
    const { admin, path } = await csvBoard();
    const res = await admin.post(path, { csv: 'ann,5' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ mode: ['Choose whether to replace the players or add to them'] });
  });
});
