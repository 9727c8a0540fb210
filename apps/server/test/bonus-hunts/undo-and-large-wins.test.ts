import type { HuntAdminDetail, HuntHistoryEntry } from '@podium/shared/bonus-hunts/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { bonusHuntGames } from '../../src/features/bonus-hunts/bonus-hunts.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { A, current, makeHunt, R, recordWin } from './fixtures.ts';

// Decision 047: a removed game can be restored (Undo) within its window; predictions closed by mistake
// reopen; a win above the hunt's "confirm wins above" multiple needs `confirm_large_win`.
const ctx = useTestApp();

const data = (res: Parameters<typeof json>[0]) => json<{ data: HuntAdminDetail }>(res).data;
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));
/** Moves a removed game's removal back in time, past the undo window. */
const removedAgo = (gameId: number, seconds: number) =>
  ctx.db
    .update(bonusHuntGames)
    .set({ removedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(bonusHuntGames.id, gameId));

describe('removing a game, and its undo', () => {
  it('leaves the removed game out of every read, then restores it with its win, position and status', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    const [g1, g2, g3] = games;
    await recordWin(admin, hunt.id, g2!.id, 36.2);
    const before = data(await admin.get(`${A}/${hunt.id}`));

    const removed = await admin.delete(`${A}/${hunt.id}/games/${g2!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(data(removed).games.map((g) => g.id)).toEqual([g1!.id, g3!.id]);
    expect(data(removed).statistics.winnings).toBe(0);
    const anyone = await visitor(ctx);
    const pub = await current(anyone);
    expect(pub.games.map((g) => g.slot_name)).toEqual(['Gates of Olympus', 'Mental']);
    expect(pub.statistics.highest_multiplier).toBe(0);
    const one = json<{ data: { games: unknown[] } }>(await anyone.get(`${R}/${hunt.id}`)).data;
    expect(one.games).toHaveLength(2);
    const list = json<{ data: { id: number; games_count: number }[] }>(await admin.get(A)).data;
    expect(list.find((h) => h.id === hunt.id)?.games_count).toBe(2);
    // A removed game cannot be edited, opened or given a win.
    const win = await admin.post(`${A}/${hunt.id}/games/${g2!.id}/win`, { slot_win: 1 });
    expect(win.statusCode).toBe(404);

    const restored = await admin.post(`${A}/${hunt.id}/games/${g2!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json(restored).message).toBe('Game restored');
    expect(data(restored).games).toEqual(before.games);
    expect(data(restored).statistics).toEqual(before.statistics);
    expect((await current(anyone)).games.find((g) => g.id === g2!.id)).toMatchObject({
      slot_win: 36.2,
      position: 2,
    });
    expect(await entriesOf(restored)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.restore_game',
        targetType: 'bonus_hunt',
        targetId: String(hunt.id),
        after: expect.objectContaining({ game_id: g2!.id, position: 2, slot_win: 36.2, opening: false }),
      }),
    ]);
    expect(await entriesOf(removed)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.remove_game',
        before: expect.objectContaining({ game_id: g2!.id, slot_win: 36.2 }),
      }),
    ]);
  });

  it('restores the game being opened still being opened, and at its place after a reorder', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    const [g1, g2, g3] = games;
    await admin.post(`${A}/${hunt.id}/games/${g2!.id}/open`);
    await admin.delete(`${A}/${hunt.id}/games/${g2!.id}`);
    const shown = data(await admin.get(`${A}/${hunt.id}`));
    expect(shown.games.some((g) => g.pending_win)).toBe(false);
    // The order changes meanwhile (positions 1, 2): the restored game goes back to second place.
    await admin.put(`${A}/${hunt.id}/order`, { game_ids: [g3!.id, g1!.id] });
    const restored = data(await admin.post(`${A}/${hunt.id}/games/${g2!.id}/restore`));
    expect(restored.games.map((g) => [g.id, g.position, g.pending_win])).toEqual([
      [g3!.id, 1, false],
      [g2!.id, 2, true],
      [g1!.id, 3, false],
    ]);
  });

  it('refuses the undo after the window (409 restore_expired), twice, or of a game never removed', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    const [g1, g2] = games;
    await admin.delete(`${A}/${hunt.id}/games/${g1!.id}`);
    await removedAgo(g1!.id, 36);
    const late = await admin.post(`${A}/${hunt.id}/games/${g1!.id}/restore`);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      code: 'bonus_hunts.restore_expired',
      message: 'Too late to undo: the game was removed more than 30 seconds ago. Add it again instead.',
    });
    expect(await entriesOf(late)).toEqual([]);
    expect(data(await admin.get(`${A}/${hunt.id}`)).games).toHaveLength(2);

    // Just inside the window (30 s shown + the grace), it still comes back.
    await admin.delete(`${A}/${hunt.id}/games/${g2!.id}`);
    await removedAgo(g2!.id, 31);
    expect((await admin.post(`${A}/${hunt.id}/games/${g2!.id}/restore`)).statusCode).toBe(200);
    const again = await admin.post(`${A}/${hunt.id}/games/${g2!.id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('bonus_hunts.restore_expired');

    const other = await admin.post(`${A}/${hunt.id}/games/999999/restore`);
    expect(other.statusCode).toBe(409);
  });

  it('refuses the undo once the hunt has finished, and leaves removed games out of the history', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin, { open: false });
    const [g1, g2] = games;
    await recordWin(admin, hunt.id, g1!.id, 50);
    await recordWin(admin, hunt.id, g2!.id, 10);
    await admin.delete(`${A}/${hunt.id}/games/${g1!.id}`);
    await admin.post(`${A}/${hunt.id}/finish`);
    const refused = await admin.post(`${A}/${hunt.id}/games/${g1!.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('bonus_hunts.already_finished');
    const history = json<{ data: HuntHistoryEntry[] }>(await (await visitor(ctx)).get(`${R}/history`)).data;
    expect(history[0]).toMatchObject({ id: hunt.id, end_balance: 10, games_count: 2 });
  });

  it('only an admin may restore', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    await admin.delete(`${A}/${hunt.id}/games/${games[0]!.id}`);
    const member = await signedIn(ctx, 'alice');
    expect((await member.post(`${A}/${hunt.id}/games/${games[0]!.id}/restore`)).statusCode).toBe(403);
  });
});

describe('the history names the winners', () => {
  it('each finished hunt lists who won what, as its page does', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin, { prize_points: 100, prize_xp: 20 });
    const alice = await signedIn(ctx, 'alice');
    const body = { end_balance: 50, highest_multiplier: 20, highest_multiplier_game: 'Mental' };
    expect((await alice.post(`${R}/${hunt.id}/predict`, body)).statusCode).toBe(200);
    await recordWin(admin, hunt.id, games[2]!.id, 30);
    await admin.post(`${A}/${hunt.id}/finish`);
    const anyone = await visitor(ctx);
    const history = json<{ data: HuntHistoryEntry[] }>(await anyone.get(`${R}/history`)).data;
    const winners = [
      { category: 'end_balance', username: 'alice', points: 100, xp: 20 },
      { category: 'highest_multiplier', username: 'alice', points: 100, xp: 20 },
      { category: 'correct_game', username: 'alice', points: 100, xp: 20 },
    ];
    expect(history[0]).toMatchObject({ id: hunt.id, winners });
    expect(json<{ data: { winners: unknown } }>(await anyone.get(`${R}/${hunt.id}`)).data.winners).toEqual(
      winners,
    );
  });
});

describe('closing predictions by mistake', () => {
  it('reopens them (the Undo): both on record, and members may predict again', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt } = await makeHunt(admin);
    const closed = await admin.put(`${A}/${hunt.id}`, { predictions_active: false });
    expect(data(closed).hunt.predictions_active).toBe(false);
    const alice = await signedIn(ctx, 'alice');
    const body = { end_balance: 10, highest_multiplier: 5, highest_multiplier_game: 'Mental' };
    expect((await alice.post(`${R}/${hunt.id}/predict`, body)).statusCode).toBe(409);
    const reopened = await admin.put(`${A}/${hunt.id}`, { predictions_active: true });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(data(reopened).hunt.predictions_active).toBe(true);
    expect(await entriesOf(reopened)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.update',
        before: { predictions_active: false },
        after: { predictions_active: true },
      }),
    ]);
    expect((await alice.post(`${R}/${hunt.id}/predict`, body)).statusCode).toBe(200);
  });
});

describe('the plausibility check on wins', () => {
  it('refuses a win above the multiple with 409 large_win, and records it when confirmed', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    expect(hunt.large_win_multiplier).toBe(10_000);
    const g1 = games[0]!; // bet $2.00
    const url = `${A}/${hunt.id}/games/${g1.id}/win`;

    // Exactly 10,000× is fine; one cent more is not.
    expect((await admin.post(url, { slot_win: 20_000 })).statusCode).toBe(200);
    const refused = await admin.post(url, { slot_win: 20_000.01 });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'bonus_hunts.large_win',
      message: 'That win is more than 10,000× the bet: confirm to record it.',
    });
    expect(data(await admin.get(`${A}/${hunt.id}`)).games[0]!.slot_win).toBe(20_000);
    expect(await entriesOf(refused)).toEqual([]);

    const confirmed = await admin.post(url, { slot_win: 25_000, confirm_large_win: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(data(confirmed).games[0]).toMatchObject({ slot_win: 25_000, multiplier: 12_500 });
    const notConfirmed = await admin.post(url, { slot_win: 30_000, confirm_large_win: false });
    expect(notConfirmed.statusCode).toBe(409);
  });

  it("follows the hunt's own setting, on record, and applies to corrections too", async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const created = await admin.post(A, {
      title: 'Careful hunt',
      start_balance: 100,
      prize_points: 0,
      prize_xp: 0,
      predictions_active: false,
      large_win_multiplier: 1000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = data(created).hunt.id;
    expect(data(created).hunt.large_win_multiplier).toBe(1000);
    const added = await admin.post(`${A}/${id}/games`, {
      slot_name: 'Sweet Bonanza',
      provider: 'Pragmatic Play',
      slot_bet: 5,
      slot_image: null,
    });
    const game = data(added).games[0]!;
    // 12,500 on a $5 bet is 2,500×: above this hunt's 1,000×.
    const refused = await admin.post(`${A}/${id}/games/${game.id}/win`, { slot_win: 12_500 });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('That win is more than 1,000× the bet: confirm to record it.');

    const edited = await admin.put(`${A}/${id}`, { large_win_multiplier: 5000 });
    expect(await entriesOf(edited)).toEqual([
      expect.objectContaining({
        before: { large_win_multiplier: 1000 },
        after: { large_win_multiplier: 5000 },
      }),
    ]);
    expect((await admin.post(`${A}/${id}/games/${game.id}/win`, { slot_win: 12_500 })).statusCode).toBe(200);

    const bad = await admin.put(`${A}/${id}`, { large_win_multiplier: 0 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toHaveProperty('large_win_multiplier');

    await admin.post(`${A}/${id}/finish`);
    const correction = { slot_win: 30_000, reason: 'Typo' };
    const late = await admin.post(`${A}/${id}/games/${game.id}/win`, correction);
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('bonus_hunts.large_win');
    const ok = await admin.post(`${A}/${id}/games/${game.id}/win`, {
      ...correction,
      confirm_large_win: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('never asks about a game with a $0 bet', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt } = await makeHunt(admin);
    const added = await admin.post(`${A}/${hunt.id}/games`, {
      slot_name: 'Free spins',
      provider: 'Any',
      slot_bet: 0,
      slot_image: null,
    });
    const game = data(added).games.at(-1)!;
    expect((await admin.post(`${A}/${hunt.id}/games/${game.id}/win`, { slot_win: 500 })).statusCode).toBe(
      200,
    );
  });
});
