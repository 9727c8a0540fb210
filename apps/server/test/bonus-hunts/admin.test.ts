import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { kindsOf } from '../notifications/fixtures.ts';
import { A, balance, current, huntLedger, makeHunt, memberId, predict, R, recordWin } from './fixtures.ts';

const ctx = useTestApp();
const data = (res: { json: () => unknown }) => (res.json() as { data: HuntAdminDetail }).data;

describe('admin: a hunt from start to finish', () => {
  it('records wins in order (the next game is being opened), statistics follow, finish pays once', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const { hunt, games } = await makeHunt(admin, { prize_points: 100, prize_xp: 20 });
    const [g1, g2, g3] = games;

    // alice: closest end balance and correct game; bob: closest highest multiplier.
    await predict(alice, hunt.id, {
      end_balance: 400,
      highest_multiplier: 50,
      highest_multiplier_game: 'Wanted Dead or a Wild',
    });
    await predict(bob, hunt.id, {
      end_balance: 900,
      highest_multiplier: 290,
      highest_multiplier_game: 'Mental',
    });
    await admin.put(`${A}/${hunt.id}`, { predictions_active: false });

    const opened = data(await admin.post(`${A}/${hunt.id}/games/${g1!.id}/open`));
    expect(opened.games.map((g) => g.pending_win)).toEqual([true, false, false]);

    let d = await recordWin(admin, hunt.id, g1!.id, 100);
    expect(d.games.map((g) => g.pending_win)).toEqual([false, true, false]);
    d = await recordWin(admin, hunt.id, g2!.id, 300);
    expect(d.games.map((g) => g.pending_win)).toEqual([false, false, true]);
    d = await recordWin(admin, hunt.id, g3!.id, 0);
    expect(d.games.map((g) => [g.slot_win, g.multiplier, g.pending_win])).toEqual([
      [100, 50, false],
      [300, 300, false],
      [0, 0, false],
    ]);
    expect(d.statistics).toEqual({
      winnings: 400,
      break_even_multiplier: 0,
      average_multiplier: 116.67,
      highest_multiplier: 300,
    });
    expect(d.winners.map((w) => [w.category, w.username])).toEqual([
      ['end_balance', 'alice'],
      ['highest_multiplier', 'bob'],
      ['correct_game', 'alice'],
    ]);
    // The public read shows the same.
    expect((await current(await visitor(ctx))).statistics.winnings).toBe(400);

    const finished = await admin.post(`${A}/${hunt.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(json(finished).message).toBe(am.finished);
    expect(data(finished).hunt).toMatchObject({ status: 'finished', predictions_active: false });
    const again = await admin.post(`${A}/${hunt.id}/finish`);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('bonus_hunts.already_finished');

    const aliceId = await memberId(ctx, 'alice');
    const bobId = await memberId(ctx, 'bob');
    expect(await balance(ctx, aliceId)).toEqual({ points: 200, xp: 40 });
    expect(await balance(ctx, bobId)).toEqual({ points: 100, xp: 20 });
    expect(await huntLedger(ctx, aliceId)).toHaveLength(1);

    // Announced once, in the finishing transaction.
    const queued = await ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.key, `bonus-hunt:${hunt.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.content).toContain('alice');

    // History lists it.
    const history = json<{ data: { id: number; end_balance: number; predictions_count: number }[] }>(
      await alice.get(`${R}/history`),
    ).data;
    expect(history[0]).toMatchObject({ id: hunt.id, end_balance: 400, predictions_count: 2 });
  });

  it('a correction after the finish needs a reason and pays only the difference', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const { hunt, games } = await makeHunt(admin, { prize_points: 100, prize_xp: 10 });
    await predict(alice, hunt.id, {
      end_balance: 100,
      highest_multiplier: 50,
      highest_multiplier_game: 'Gates of Olympus',
    });
    await predict(bob, hunt.id, {
      end_balance: 1000,
      highest_multiplier: 500,
      highest_multiplier_game: 'Mental',
    });
    await recordWin(admin, hunt.id, games[0]!.id, 100);
    await admin.post(`${A}/${hunt.id}/finish`);
    const aliceId = await memberId(ctx, 'alice');
    const bobId = await memberId(ctx, 'bob');
    expect(await balance(ctx, aliceId)).toEqual({ points: 300, xp: 30 });

    const noReason = await admin.post(`${A}/${hunt.id}/games/${games[2]!.id}/win`, { slot_win: 750 });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).code).toBe('bonus_hunts.reason_required');

    // Mental won 750 (500x) after all: bob now wins every category.
    const bobBefore = await balance(ctx, bobId);
    const corrected = await admin.post(`${A}/${hunt.id}/games/${games[2]!.id}/win`, {
      slot_win: 750,
      reason: 'Missed a game',
    });
    expect(json(corrected).message).toBe(am.winCorrected);
    expect(await balance(ctx, bobId)).toEqual({ points: 300, xp: 30 });
    // Points taken back; XP never is.
    expect(await balance(ctx, aliceId)).toEqual({ points: 0, xp: 30 });
    // Each member whose payout changed is told what changed and why, once.
    const told = async (userId: number) => (await kindsOf(ctx, userId, 'prize_corrected')).map((r) => r.data);
    const about = { contest: 'bonus_hunt', id: hunt.id, title: hunt.title, reason: 'Missed a game' };
    expect(await told(aliceId)).toEqual([{ ...about, points: -300, xp: 0 }]);
    expect(await told(bobId)).toEqual([{ ...about, points: 300 - bobBefore.points, xp: 30 - bobBefore.xp }]);
  });

  it('reorders (every game once), edits, removes, and refuses what a finished hunt cannot take', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    const ids = games.map((g) => g.id);
    const bad = await admin.put(`${A}/${hunt.id}/order`, { game_ids: [ids[0], ids[1]] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('bonus_hunts.order_mismatch');
    const reordered = data(await admin.put(`${A}/${hunt.id}/order`, { game_ids: [ids[2], ids[0], ids[1]] }));
    expect(reordered.games.map((g) => g.id)).toEqual([ids[2], ids[0], ids[1]]);

    const edited = await admin.put(`${A}/${hunt.id}/games/${ids[0]}`, {
      slot_name: 'Gates of Olympus 1000',
      provider: 'Pragmatic Play',
      slot_bet: 2.4,
      slot_image: '',
    });
    expect(data(edited).games.find((g) => g.id === ids[0])).toMatchObject({
      slot_name: 'Gates of Olympus 1000',
      slot_bet: 2.4,
    });
    expect(data(await admin.delete(`${A}/${hunt.id}/games/${ids[1]}`)).games).toHaveLength(2);

    const badGame = await admin.post(`${A}/${hunt.id}/games`, {
      slot_name: '',
      provider: 'x',
      slot_bet: 1.001,
      slot_image: 'javascript:alert(1)',
    });
    expect(badGame.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(badGame).errors).sort()).toEqual([
      'slot_bet',
      'slot_image',
      'slot_name',
    ]);

    await admin.post(`${A}/${hunt.id}/finish`);
    const late = await admin.post(`${A}/${hunt.id}/games`, {
      slot_name: 'Late',
      provider: 'x',
      slot_bet: 1,
      slot_image: null,
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('bonus_hunts.already_finished');
    expect((await admin.post(`${A}/999999/finish`)).statusCode).toBe(404);
    expect(
      (await admin.post(`${A}/${hunt.id}/games/999999/win`, { slot_win: 1, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps a predicted top game: it can be neither removed nor renamed, but its bet can change', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt, games } = await makeHunt(admin);
    const mental = games.find((g) => g.slot_name === 'Mental')!;
    const picked = await predict(alice, hunt.id, {
      end_balance: 500,
      highest_multiplier: 120,
      highest_multiplier_game: 'Mental',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const game = (fields: object) => ({
      provider: 'Nolimit City',
      slot_bet: 1.5,
      slot_image: null,
      ...fields,
    });

    const removed = await admin.delete(`${A}/${hunt.id}/games/${mental.id}`);
    expect(removed.statusCode).toBe(409);
    expect(json(removed).code).toBe('bonus_hunts.has_predictions');
    const renamed = await admin.put(`${A}/${hunt.id}/games/${mental.id}`, game({ slot_name: 'Mental 2' }));
    expect(renamed.statusCode).toBe(409);
    expect(json<{ code: string; errors: object }>(renamed)).toMatchObject({
      code: 'bonus_hunts.rename_predicted',
      errors: { slot_name: [am.renamePredicted] },
    });
    const rebet = await admin.put(
      `${A}/${hunt.id}/games/${mental.id}`,
      game({ slot_name: 'Mental', slot_bet: 3 }),
    );
    expect(rebet.statusCode, rebet.body).toBe(200);
    expect(data(rebet).games.find((g) => g.id === mental.id)).toMatchObject({
      slot_name: 'Mental',
      slot_bet: 3,
    });

    // A second game of the same name keeps the pick winnable: then the first may go.
    const twin = await admin.post(`${A}/${hunt.id}/games`, game({ slot_name: 'Mental' }));
    expect(twin.statusCode, twin.body).toBe(201);
    const renamedNow = await admin.put(
      `${A}/${hunt.id}/games/${mental.id}`,
      game({ slot_name: 'San Quentin' }),
    );
    expect(renamedNow.statusCode, renamedNow.body).toBe(200);
  });

  it('is for admins only', async () => {
    const member = await signedIn(ctx, 'alice');
    expect((await member.get(A)).statusCode).toBe(403);
    expect((await member.post(A, {})).statusCode).toBe(403);
  });
});
