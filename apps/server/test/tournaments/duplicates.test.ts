import { readFileSync } from 'node:fs';
import { tournamentErrorCodes as codes } from '@podium/shared/tournaments/errors';
import type { Tournament } from '@podium/shared/tournaments/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentPicks } from '../../src/features/tournaments/tournaments.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { A, balance, byRound, detail, memberId, predict, rates } from './fixtures.ts';

// Two slots may share a name; picks and winners go by seed, the slot's place in round 1 (decision 046).
const ctx = useTestApp();

async function bracketOf(names: string[]) {
  const admin = await signedIn(ctx, 'admin', 'Admin');
  const res = await admin.post(A, {
    name: 'Viewers call',
    size: names.length,
    slots: names.map((name) => ({ name, user_id: null })),
    ...rates,
  });
  expect(res.statusCode, res.body).toBe(201);
  const t = json<{ data: Tournament }>(res).data;
  await admin.put(`${A}/${t.id}`, { predictions_active: true });
  return { admin, t };
}

const result = (admin: Awaited<ReturnType<typeof signedIn>>, t: Tournament, matchId: number, winner: 1 | 2) =>
  admin.post(`${A}/${t.id}/matches/${matchId}/result`, {
    slot1_multiplier: winner === 1 ? 5 : 1,
    slot2_multiplier: winner === 1 ? 1 : 5,
  });

describe('duplicate slot names', () => {
  it('shows each slot with its seed, picks by seed, and pays only the slot that won', async () => {
    const { admin, t } = await bracketOf(['Sweet Bonanza', 'Sweet Bonanza', 'Gates', 'Zeus']);
    const [m1, m2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    expect(m1).toMatchObject({ slot1_seed: 1, slot2_seed: 2, winner_slot: null });
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');

    // A name alone cannot say which of the two it means.
    const ambiguous = await predict(alice, t.id, [{ match_id: m1!.id, winner_name: 'Sweet Bonanza' }]);
    expect(ambiguous.statusCode).toBe(400);
    expect(json(ambiguous)).toMatchObject({
      code: codes.badPick,
      errors: { 'predictions.0': [`Both slots of match ${m1!.id} have that name: pick by seed`] },
    });
    // A seed that is not that name's slot is refused too.
    const wrong = await predict(alice, t.id, [{ match_id: m1!.id, winner_name: 'Gates', winner_seed: 2 }]);
    expect(json(wrong).code).toBe(codes.badPick);

    const pick = (match: number, seed: number, name = 'Sweet Bonanza') => ({
      match_id: match,
      winner_name: name,
      winner_seed: seed,
    });
    expect(
      (await predict(alice, t.id, [pick(m1!.id, 2), pick(m2!.id, 3, 'Gates'), pick(final!.id, 2)]))
        .statusCode,
    ).toBe(200);
    expect(
      (await predict(bob, t.id, [pick(m1!.id, 1), pick(m2!.id, 3, 'Gates'), pick(final!.id, 1)])).statusCode,
    ).toBe(200);
    // A final pick of a seed that cannot reach it (seed 1 is not alice's semi-final pick) is refused.
    expect(json(await predict(alice, t.id, [pick(final!.id, 1)])).code).toBe(codes.badPick);

    expect((await result(admin, t, m1!.id, 2)).statusCode).toBe(200);
    expect((await result(admin, t, m2!.id, 1)).statusCode).toBe(200);
    const semis = await detail(alice, t.id);
    expect(byRound(semis.tournament, 2)[0]).toMatchObject({
      slot1_name: 'Sweet Bonanza',
      slot1_seed: 2,
      slot2_name: 'Gates',
      slot2_seed: 3,
    });
    expect((await result(admin, t, final!.id, 1)).statusCode).toBe(200);

    const read = await detail(alice, t.id);
    expect(read.tournament).toMatchObject({ winner_name: 'Sweet Bonanza', is_active: false });
    expect(byRound(read.tournament, 2)[0]).toMatchObject({ winner_slot: 1, slot1_seed: 2 });
    const scores = Object.fromEntries(
      read.all_predictions.map((e) => [e.user.username, [e.correct, e.total]]),
    );
    // By name, bob's "Sweet Bonanza" picks would both have counted; by seed they are wrong.
    expect(scores).toEqual({ alice: [3, 3], bob: [1, 3] });
    expect(await balance(ctx, await memberId(ctx, 'alice'))).toMatchObject({ points: 3 * 10 + 100 });
    expect(await balance(ctx, await memberId(ctx, 'bob'))).toMatchObject({ points: 10 });
    expect(read.user_prediction?.matches.find((p) => p.tournament_match_id === final!.id)).toEqual({
      tournament_match_id: final!.id,
      predicted_winner_name: 'Sweet Bonanza',
      predicted_winner_seed: 2,
    });
  });

  it("refuses an unknown member's id under that slot's own field", async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const res = await admin.post(A, {
      name: 'Called',
      size: 4,
      slots: ['A', 'B', 'C', 'D'].map((name, i) => ({ name, user_id: i === 2 ? 999_999 : null })),
      ...rates,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ 'slots.2.user_id': ['That member does not exist'] });
    const blank = await admin.post(A, {
      name: 'Blank',
      size: 4,
      slots: ['A', '', 'C', 'D'].map((name) => ({ name, user_id: null })),
      ...rates,
    });
    expect(json(blank).errors).toMatchObject({ 'slots.1.name': ['Name every slot'] });
  });

  it('the migration gives stored picks the seed their name stood for, keeping every score', async () => {
    const { admin, t } = await bracketOf(['Sweet Bonanza', 'Gates', 'Zeus', 'Sweet Bonanza']);
    const [m1, m2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    await predict(alice, t.id, [
      { match_id: m1!.id, winner_name: 'Sweet Bonanza' },
      { match_id: m2!.id, winner_name: 'Sweet Bonanza' },
      { match_id: final!.id, winner_name: 'Sweet Bonanza', winner_seed: 4 },
    ]);
    await predict(bob, t.id, [{ match_id: m1!.id, winner_name: 'Gates' }]);
    await result(admin, t, m1!.id, 1);
    await result(admin, t, m2!.id, 2);
    await result(admin, t, final!.id, 2);
    const before = await detail(alice, t.id);

    // Stored as before the migration: names only.
    const statements = readFileSync(
      new URL('../../drizzle/0022_tournament_pick_seeds.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    await ctx.db.execute(sql.raw('alter table tournament_picks alter column winner_seed drop not null'));
    await ctx.db.update(tournamentPicks).set({ winnerSeed: sql`null` });
    await ctx.db.execute(sql.raw(statements[1]!));
    await ctx.db.execute(sql.raw('alter table tournament_picks alter column winner_seed set not null'));

    const seeds = await ctx.db
      .select({
        match: tournamentPicks.matchId,
        seed: tournamentPicks.winnerSeed,
        name: tournamentPicks.winnerName,
      })
      .from(tournamentPicks)
      .where(eq(tournamentPicks.winnerName, 'Sweet Bonanza'));
    expect(seeds.map((s) => [s.match, s.seed]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [m1!.id, 1],
      [m2!.id, 4],
      [final!.id, 4],
    ]);
    const after = await detail(alice, t.id);
    expect(after.all_predictions.map((e) => [e.user.username, e.correct, e.total])).toEqual(
      before.all_predictions.map((e) => [e.user.username, e.correct, e.total]),
    );
  });
});
