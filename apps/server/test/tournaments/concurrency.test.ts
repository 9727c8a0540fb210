import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payTournament } from '../../src/features/tournaments/prizes.usecases.ts';
import { findTournament } from '../../src/features/tournaments/tournaments.repository.ts';
import { tournamentPayouts } from '../../src/features/tournaments/tournaments.table.ts';
import { signedIn, useTestApp } from '../helpers/app.ts';
import {
  A,
  balance,
  byRound,
  detail,
  makeTournament,
  memberId,
  predict,
  record,
  tournamentLedger,
} from './fixtures.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres, which CI runs), where these requests really overlap;
// on PGlite the same assertions hold with the transactions taking turns.
const ctx = useTestApp();

describe('the Final recorded twice at once', () => {
  it('pays every member exactly once', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const second = await signedIn(ctx, 'admin2', 'Admin');
    const t = await makeTournament(admin, 4);
    const [m1, m2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const names = ['p1', 'p2', 'p3', 'p4'];
    for (const name of names) {
      await predict(await signedIn(ctx, name), t.id, [
        { match_id: m1!.id, winner_name: 'Slot 1' },
        { match_id: m2!.id, winner_name: 'Slot 3' },
        { match_id: final!.id, winner_name: 'Slot 1' },
      ]);
    }
    await record(admin, t, m1!, 1);
    await record(admin, t, m2!, 1);
    expect(byRound((await detail(admin, t.id)).tournament, 2)[0]!.slot2_name).toBe('Slot 3');

    const body = { slot1_multiplier: 20, slot2_multiplier: 1 };
    const url = `${A}/${t.id}/matches/${final!.id}/result`;
    const results = await Promise.all([admin.post(url, body), second.post(url, body), admin.post(url, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);

    for (const name of names) {
      const id = await memberId(ctx, name);
      expect(await tournamentLedger(ctx, id)).toHaveLength(1);
      expect(await balance(ctx, id)).toMatchObject({ points: 130, xp: 65 });
    }
    const payouts = await ctx.db
      .select()
      .from(tournamentPayouts)
      .where(eq(tournamentPayouts.tournamentId, t.id));
    expect(payouts).toHaveLength(names.length);

    // The guard itself: once paid_at is set, paying again does nothing.
    const row = await findTournament(ctx.db, t.id);
    expect(await ctx.db.transaction((tx) => payTournament(tx, { ...row!, paidAt: null }, null))).toBe(false);
    expect(await tournamentLedger(ctx, await memberId(ctx, 'p1'))).toHaveLength(1);
  });
});
