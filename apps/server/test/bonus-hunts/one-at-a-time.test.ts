import { bonusHuntErrorCodes, bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import type { BonusHuntCurrent, HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { A, current, makeHunt, predict, R, recordWin } from './fixtures.ts';

// Decision 045: one hunt runs at a time unless the admin confirms running both; the pinned overlay's
// read follows one hunt; the current hunt is the newest started and shows a finished hunt's winners.
const ctx = useTestApp();

const settings = (title: string) => ({
  title,
  start_balance: 500,
  prize_points: 50,
  prize_xp: 10,
  predictions_active: false,
});

const byId = async (agent: Parameters<typeof predict>[0], id: number) => {
  const res = await agent.get(`${R}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: BonusHuntCurrent }>(res).data;
};

describe('one hunt at a time', () => {
  it('refuses starting a second hunt while one runs, unless confirmed; the confirmed start is on record', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const first = await makeHunt(admin, { title: 'Running' });

    for (const body of [settings('Second'), { ...settings('Second'), confirm_concurrent: false }]) {
      const refused = await admin.post(A, body);
      expect(refused.statusCode, refused.body).toBe(409);
      const envelope = json<{ code: string; message: string }>(refused);
      expect(envelope.code).toBe(bonusHuntErrorCodes.anotherRunning);
      expect(envelope.message).toBe('Another hunt is running: finish it first, or confirm to run both.');
      expect(envelope.message).toBe(bonusHuntErrors.anotherRunning.message);
    }
    const listed = json<{ data: { title: string }[] }>(await admin.get(A)).data;
    expect(listed.map((h) => h.title)).toEqual(['Running']);

    const confirmed = await admin.post(A, { ...settings('Second'), confirm_concurrent: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const second = json<{ data: HuntAdminDetail }>(confirmed).data.hunt;
    expect(second).toMatchObject({ title: 'Second', status: 'active' });
    expect(await auditEntriesOfRequest(ctx.db, String(confirmed.headers['x-request-id']))).toEqual([
      expect.objectContaining({
        action: 'bonus-hunts.create',
        targetId: String(second.id),
        after: expect.objectContaining({ title: 'Second', running_beside: [first.hunt.id] }),
      }),
    ]);
  });

  it('starts freely once the running hunt has finished, and confirming with none running is harmless', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const first = await makeHunt(admin);
    expect((await admin.post(`${A}/${first.hunt.id}/finish`)).statusCode).toBe(200);
    const next = await admin.post(A, settings('Next'));
    expect(next.statusCode, next.body).toBe(201);
    const id = json<{ data: HuntAdminDetail }>(next).data.hunt.id;
    expect((await admin.post(`${A}/${id}/finish`)).statusCode).toBe(200);
    const confirmed = await admin.post(A, { ...settings('Third'), confirm_concurrent: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await auditEntriesOfRequest(ctx.db, String(confirmed.headers['x-request-id']))).toEqual([
      expect.objectContaining({ after: expect.not.objectContaining({ running_beside: expect.anything() }) }),
    ]);
  });

  it('editing a hunt takes no confirmation field', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt } = await makeHunt(admin);
    const res = await admin.put(`${A}/${hunt.id}`, { title: 'Renamed', confirm_concurrent: true });
    expect(res.statusCode).toBe(400);
  });

  it('two starts at once with none running: one starts, the other is refused', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const results = await Promise.all([admin.post(A, settings('Tab 1')), admin.post(A, settings('Tab 2'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(json<{ data: unknown[] }>(await admin.get(A)).data).toHaveLength(1);
  });
});

describe('the pinned hunt and the current hunt', () => {
  it('GET /api/r/bonus-hunts/{id} follows its hunt whatever else starts; 404 for none', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt, games } = await makeHunt(admin, { title: 'Pinned' });
    await predict(alice, hunt.id, {
      end_balance: 300,
      highest_multiplier: 100,
      highest_multiplier_game: games[1]!.slot_name,
    });
    await recordWin(admin, hunt.id, games[0]!.id, 40);
    const other = await makeHunt(admin, { title: 'Other', beside: true });
    expect((await current(alice)).hunt?.id).toBe(other.hunt.id);

    const pinned = await byId(alice, hunt.id);
    expect(pinned.hunt).toMatchObject({ id: hunt.id, title: 'Pinned', status: 'active' });
    expect(pinned.games.map((g) => g.slot_win)).toEqual([40, null, null]);
    expect(pinned.statistics.winnings).toBe(40);
    expect(pinned.user_prediction).toMatchObject({ end_balance: 300, highest_multiplier: 100 });
    expect(pinned.winners).toEqual([]);
    expect((await byId(await visitor(ctx), hunt.id)).user_prediction).toBeNull();
    expect((await (await visitor(ctx)).get(`${R}/999999`)).statusCode).toBe(404);
  });

  it("shows a finished hunt's winners with what each won, on the current read and the pinned one", async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const older = await makeHunt(admin, { title: 'Older' });
    const { hunt, games } = await makeHunt(admin, {
      title: 'Newer',
      prize_points: 100,
      prize_xp: 20,
      beside: true,
    });
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
    await recordWin(admin, hunt.id, games[0]!.id, 100);
    await recordWin(admin, hunt.id, games[1]!.id, 300);
    await recordWin(admin, hunt.id, games[2]!.id, 0);
    expect((await current(alice)).winners).toEqual([]); // not before the finish
    expect((await admin.post(`${A}/${hunt.id}/finish`)).statusCode).toBe(200);

    const winners = [
      { category: 'end_balance', username: 'alice', points: 100, xp: 20 },
      { category: 'highest_multiplier', username: 'bob', points: 100, xp: 20 },
      { category: 'correct_game', username: 'alice', points: 100, xp: 20 },
    ];
    const shown = await current(await visitor(ctx));
    expect(shown.hunt).toMatchObject({ id: hunt.id, status: 'finished' });
    expect(shown.winners).toEqual(winners);
    expect((await byId(await visitor(ctx), hunt.id)).winners).toEqual(winners);
    // The older hunt still running does not take the finished one's place.
    expect((await byId(admin, older.hunt.id)).hunt?.status).toBe('active');
    expect((await current(admin)).hunt?.id).toBe(hunt.id);
  });
});
