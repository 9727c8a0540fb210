import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findHunt } from '../../src/features/bonus-hunts/bonus-hunts.repository.ts';
import { bonusHuntPayouts, bonusHuntPredictions } from '../../src/features/bonus-hunts/bonus-hunts.table.ts';
import { payHunt } from '../../src/features/bonus-hunts/prizes.usecases.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { A, balance, huntLedger, makeHunt, memberId, predict, recordWin } from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where these requests really overlap;
// on PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();

describe('a hunt finished twice at once', () => {
  it('pays every winner exactly once', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const second = await signedIn(ctx, 'admin2', 'Admin');
    const { hunt, games } = await makeHunt(admin, { prize_points: 100, prize_xp: 20 });
    await predict(await signedIn(ctx, 'p1'), hunt.id, {
      end_balance: 500,
      highest_multiplier: 40,
      highest_multiplier_game: 'Gates of Olympus',
    });
    await predict(await signedIn(ctx, 'p2'), hunt.id, {
      end_balance: 5000,
      highest_multiplier: 300,
      highest_multiplier_game: 'Mental',
    });
    await recordWin(admin, hunt.id, games[0]!.id, 80);
    await recordWin(admin, hunt.id, games[1]!.id, 420);

    const url = `${A}/${hunt.id}/finish`;
    const results = await Promise.all([admin.post(url), second.post(url), admin.post(url), second.post(url)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => json(r).code)).toEqual([
      'bonus_hunts.already_finished',
      'bonus_hunts.already_finished',
      'bonus_hunts.already_finished',
    ]);

    // p1: closest end balance (500 vs 500); p2: closest highest multiplier (420x vs 300) — nobody named Wanted.
    const p1 = await memberId(ctx, 'p1');
    const p2 = await memberId(ctx, 'p2');
    expect(await balance(ctx, p1)).toEqual({ points: 100, xp: 20 });
    expect(await balance(ctx, p2)).toEqual({ points: 100, xp: 20 });
    expect(await huntLedger(ctx, p1)).toHaveLength(1);
    expect(await huntLedger(ctx, p2)).toHaveLength(1);
    expect(
      await ctx.db.select().from(bonusHuntPayouts).where(eq(bonusHuntPayouts.huntId, hunt.id)),
    ).toHaveLength(2);

    // The backstops: paying again (as if the guard were bypassed) changes nothing.
    const row = await findHunt(ctx.db, hunt.id);
    await ctx.db.transaction((tx) => payHunt(tx, row!, null));
    expect(await huntLedger(ctx, p1)).toHaveLength(1);
    expect(await balance(ctx, p1)).toEqual({ points: 100, xp: 20 });
  });
});

describe('one member predicting twice at once', () => {
  it('keeps one prediction: one request creates it, the other updates it', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const { hunt } = await makeHunt(admin);
    const body = (n: number) => ({
      end_balance: n,
      highest_multiplier: 2,
      highest_multiplier_game: 'Mental',
    });
    const results = await Promise.all([predict(alice, hunt.id, body(1)), predict(alice, hunt.id, body(2))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => json<{ data: { created: boolean } }>(r).data.created).sort()).toEqual([
      false,
      true,
    ]);
    const rows = await ctx.db
      .select()
      .from(bonusHuntPredictions)
      .where(eq(bonusHuntPredictions.huntId, hunt.id));
    expect(rows).toHaveLength(1);
  });
});
