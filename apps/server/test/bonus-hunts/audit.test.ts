import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { A, makeHunt, memberId, predict } from './fixtures.ts';

// Every staff action on a bonus hunt is on record, in the action's own transaction (decision 039).
const ctx = useTestApp();

const data = (res: Parameters<typeof json>[0]) => json<{ data: HuntAdminDetail }>(res).data;
/** The audit entries the request wrote (by its request id). */
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));
const target = (id: number) => ({ targetType: 'bonus_hunt', targetId: String(id) });

describe('the audit log of bonus hunts', () => {
  it('records the hunt and its games: create, edit (only what changed), add, edit, reorder, open, remove', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const created = await admin.post(A, {
      title: 'Sunday hunt',
      start_balance: 1000,
      prize_points: 100,
      prize_xp: 20,
      predictions_active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = data(created).hunt.id;
    expect(await entriesOf(created)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.create',
        ...target(id),
        after: {
          title: 'Sunday hunt',
          start_balance: 1000,
          prize_points: 100,
          prize_xp: 20,
          predictions_active: true,
          large_win_multiplier: 10_000,
        },
      }),
    ]);
    const edited = await admin.put(`${A}/${id}`, { start_balance: 1250.5, predictions_active: false });
    expect(await entriesOf(edited)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.update',
        before: { start_balance: 1000, predictions_active: true },
        after: { start_balance: 1250.5, predictions_active: false },
      }),
    ]);

    const game = { slot_name: 'Mental', provider: 'Nolimit City', slot_bet: 1.5, slot_image: null };
    const added = await admin.post(`${A}/${id}/games`, game);
    const [g1] = data(added).games;
    expect(await entriesOf(added)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.add_game',
        ...target(id),
        after: { game_id: g1!.id, position: 1, ...game },
      }),
    ]);
    const g2 = data(await admin.post(`${A}/${id}/games`, { ...game, slot_name: 'Tombstone' })).games[1]!;
    const rebet = await admin.put(`${A}/${id}/games/${g1!.id}`, { ...game, slot_bet: 3 });
    expect(await entriesOf(rebet)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.update_game',
        before: { game_id: g1!.id, slot_bet: 1.5 },
        after: { game_id: g1!.id, slot_bet: 3 },
      }),
    ]);
    const reordered = await admin.put(`${A}/${id}/order`, { game_ids: [g2.id, g1!.id] });
    expect(await entriesOf(reordered)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.reorder',
        before: { game_ids: [g1!.id, g2.id] },
        after: { game_ids: [g2.id, g1!.id] },
      }),
    ]);
    const opened = await admin.post(`${A}/${id}/games/${g2.id}/open`);
    expect(await entriesOf(opened)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.open_game',
        before: { opening_game_id: null },
        after: { opening_game_id: g2.id },
      }),
    ]);
    const removed = await admin.delete(`${A}/${id}/games/${g2.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await entriesOf(removed)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.remove_game',
        before: { game_id: g2.id, position: 1, ...game, slot_name: 'Tombstone', slot_win: null },
        after: null,
      }),
    ]);
  });

  it('records each win with the game and amounts, the finish with what it paid, and a correction with its reason', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt, games } = await makeHunt(admin, { prize_points: 100, prize_xp: 10 });
    await predict(alice, hunt.id, {
      end_balance: 100,
      highest_multiplier: 50,
      highest_multiplier_game: 'Gates of Olympus',
    });
    const [g1] = games;
    const win = await admin.post(`${A}/${hunt.id}/games/${g1!.id}/win`, { slot_win: 100 });
    expect(win.statusCode, win.body).toBe(200);
    const game = { game_id: g1!.id, slot_name: 'Gates of Olympus', slot_bet: 2 };
    expect(await entriesOf(win)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.win',
        ...target(hunt.id),
        before: { ...game, slot_win: null },
        after: { ...game, slot_win: 100 },
        reason: null,
      }),
    ]);

    const finished = await admin.post(`${A}/${hunt.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const aliceId = await memberId(ctx, 'alice');
    expect(await entriesOf(finished)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.finish',
        ...target(hunt.id),
        before: { finished: false },
        after: {
          finished: true,
          paid: [
            {
              user_id: aliceId,
              categories: ['end_balance', 'highest_multiplier', 'correct_game'],
              points: 300,
              xp: 30,
            },
          ],
        },
      }),
    ]);

    const corrected = await admin.post(`${A}/${hunt.id}/games/${g1!.id}/win`, {
      slot_win: 120.5,
      reason: 'Misread the win',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await entriesOf(corrected)).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.correct',
        before: { ...game, slot_win: 100 },
        after: { ...game, slot_win: 120.5 },
        reason: 'Misread the win',
      }),
    ]);
  });
});
