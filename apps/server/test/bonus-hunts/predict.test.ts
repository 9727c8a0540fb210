import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { describe, expect, it } from 'vitest';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { A, current, makeHunt, predict, predictions } from './fixtures.ts';

const ctx = useTestApp();
const body = { end_balance: 1234.56, highest_multiplier: 250.5, highest_multiplier_game: 'Mental' };

describe('POST /api/r/bonus-hunts/{huntId}/predict', () => {
  it('creates, then updates the one prediction per member, with the SPEC messages', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt } = await makeHunt(admin);
    // Read first, so the reads below come after a change to what the server holds in memory.
    expect(await predictions(await visitor(ctx), hunt.id)).toEqual([]);
    expect((await current(alice)).user_prediction).toBeNull();

    const first = await predict(alice, hunt.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ success: true, message: m.submitted, data: { created: true } });

    // Numbers parsed from text; the slot matched without regard to case, stored as the hunt spells it.
    const second = await predict(alice, hunt.id, {
      end_balance: '999.9',
      highest_multiplier: '12',
      highest_multiplier_game: 'gates of olympus',
    });
    expect(json(second)).toMatchObject({ success: true, message: m.updated, data: { created: false } });

    const list = await predictions(await visitor(ctx), hunt.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      end_balance: 999.9,
      highest_multiplier: 12,
      highest_multiplier_game: 'Gates of Olympus',
      user: { username: 'alice', kick_username: null },
    });
    expect(list[0]!.created_at_human).toBe('Just now');
    expect((await current(alice)).user_prediction).toMatchObject({
      end_balance: 999.9,
      highest_multiplier: 12,
    });
    expect((await current(await visitor(ctx))).user_prediction).toBeNull();
  });

  it('refuses a signed-out visitor with the SPEC message', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt } = await makeHunt(admin);
    const res = await predict(await visitor(ctx), hunt.id, body);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ success: false, message: m.loginRequired, code: 'unauthorized' });
  });

  it('refuses while predictions are closed, and once the hunt has finished', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt } = await makeHunt(admin, { open: false });
    const closed = await predict(alice, hunt.id, body);
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toMatchObject({
      code: 'bonus_hunts.predictions_closed',
      message: m.predictionsClosed,
    });

    await admin.put(`${A}/${hunt.id}`, { predictions_active: true });
    expect((await predict(alice, hunt.id, body)).statusCode).toBe(200);
    expect((await admin.post(`${A}/${hunt.id}/finish`)).statusCode).toBe(200);
    const finished = await predict(alice, hunt.id, { ...body, end_balance: 1 });
    expect(finished.statusCode).toBe(409);
    expect(json(finished).code).toBe('bonus_hunts.predictions_closed');
    expect((await predictions(alice, hunt.id))[0]!.end_balance).toBe(1234.56);
  });

  it("refuses a game that is not one of the hunt's slots, under the field", async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt } = await makeHunt(admin);
    const res = await predict(await signedIn(ctx, 'alice'), hunt.id, {
      ...body,
      highest_multiplier_game: 'Nope',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'bonus_hunts.bad_game',
      errors: { highest_multiplier_game: [m.badGame] },
    });
  });

  it('validates numbers on the server: steps of 0.01, bounds, types; 400 with field errors', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt } = await makeHunt(admin);
    const cases: [unknown, string][] = [
      [{ ...body, end_balance: 10.001 }, 'end_balance'],
      [{ ...body, highest_multiplier: -2 }, 'highest_multiplier'],
      [{ ...body, end_balance: true }, 'end_balance'],
      [{ ...body, end_balance: '1e5' }, 'end_balance'],
      [{ ...body, highest_multiplier: 1e9 }, 'highest_multiplier'],
      [{ ...body, highest_multiplier_game: 'Men\u0000tal' }, 'highest_multiplier_game'],
      [{ ...body, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await predict(alice, hunt.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(json<{ errors: object }>(res).errors)).toContain(field);
    }
    expect(await predictions(alice, hunt.id)).toEqual([]);
  });

  it('404 for a hunt that does not exist', async () => {
    const res = await predict(await signedIn(ctx, 'alice'), 999_999, body);
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('bonus_hunts.not_found');
    expect((await (await visitor(ctx)).get('/api/r/bonus-hunts/999999/predictions')).statusCode).toBe(404);
  });

  it('counts on the profile and its activity, and unlocks the bonus_hunt_predictions achievement', async () => {
    await ensureDefaultAchievements(ctx.db);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt } = await makeHunt(admin);
    await predict(alice, hunt.id, body);
    const res = await alice.get('/api/r/user/alice');
    const profile = json<{
      data: {
        bonus_hunt_predictions: number;
        stats: { bonus_hunt_predictions: number };
        recent_activity: { bonus_hunt_predictions: unknown[] };
        achievements: { title: string; unlocked: boolean }[];
      };
    }>(res).data;
    expect(profile.bonus_hunt_predictions).toBe(1);
    expect(profile.stats.bonus_hunt_predictions).toBe(1);
    expect(profile.recent_activity.bonus_hunt_predictions).toEqual([
      expect.objectContaining({ predicted_end_balance: 1234.56, predicted_highest_multiplier: 250.5 }),
    ]);
    // 'Predict your first bonus hunt.' (criterion bonus_hunt_predictions, threshold 1).
    const unlocked = profile.achievements.filter((a) => a.unlocked).map((a) => a.title);
    expect(unlocked).toEqual(['Fortune Teller']);
  });
});
