import { tournamentErrorCodes, tournamentErrors } from '@podium/shared/tournaments/errors';
import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import type { Tournament } from '@podium/shared/tournaments/schemas';
import { describe, expect, it } from 'vitest';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { A, balance, byRound, detail, makeTournament, memberId, predict, record } from './fixtures.ts';

// Decision 045: a save merges into the member's picks; a decided match's pick never changes and no
// pick is ever deleted as a side effect. Every way a save can meet a decided match is here.
const ctx = useTestApp();

type Pick = { match_id: number; winner_name: string };

/** The member's stored picks as `match id → name`. */
async function picksOf(agent: Agent, id: number) {
  const d = await detail(agent, id);
  return Object.fromEntries(
    (d.user_prediction?.matches ?? []).map((p) => [p.tournament_match_id, p.predicted_winner_name]),
  );
}

/** A 4-slot bracket; alice picks Slot 1, Slot 3, and Slot 3 for the Final; semi-final 1 is recorded (Slot 1). */
async function bracketWithOneResult() {
  const admin = await signedIn(ctx, 'admin', 'Admin');
  const t = await makeTournament(admin, 4);
  const [semi1, semi2] = byRound(t, 1);
  const [final] = byRound(t, 2);
  const alice = await signedIn(ctx, 'alice');
  const all: Pick[] = [
    { match_id: semi1!.id, winner_name: 'Slot 1' },
    { match_id: semi2!.id, winner_name: 'Slot 3' },
    { match_id: final!.id, winner_name: 'Slot 3' },
  ];
  expect((await predict(alice, t.id, all)).statusCode).toBe(200);
  await record(admin, t, semi1!, 1);
  return { admin, alice, t: t as Tournament, semi1: semi1!, semi2: semi2!, final: final! };
}

const expectDecidedRefusal = (res: Parameters<typeof json>[0], index: number) => {
  expect(res.statusCode, res.body).toBe(409);
  const body = json<{ code: string; message: string; errors: Record<string, string[]> }>(res);
  expect(body.code).toBe(tournamentErrorCodes.decidedPick);
  expect(body.message).toBe('That match is decided: its pick can no longer change.');
  expect(body.message).toBe(tournamentErrors.decidedPick.message);
  expect(body.errors).toEqual({ [`predictions.${index}`]: [body.message] });
};

describe('saving picks after a result (decision 045)', () => {
  it('keeps a decided pick the save leaves out, and pays the perfect bracket after the Final (issue 25)', async () => {
    const { admin, alice, t, semi1, semi2, final } = await bracketWithOneResult();
    // What the page sends: only the undecided matches, the Final changed.
    const res = await predict(alice, t.id, [
      { match_id: semi2.id, winner_name: 'Slot 3' },
      { match_id: final.id, winner_name: 'Slot 1' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(m.saved);
    expect(await picksOf(alice, t.id)).toEqual({
      [semi1.id]: 'Slot 1',
      [semi2.id]: 'Slot 3',
      [final.id]: 'Slot 1',
    });

    await record(admin, t, semi2, 1); // Slot 3
    const [decidedFinal] = byRound((await detail(admin, t.id)).tournament, 2);
    expect(decidedFinal).toMatchObject({ slot1_name: 'Slot 1', slot2_name: 'Slot 3' });
    const paid = await admin.post(`${A}/${t.id}/matches/${final.id}/result`, {
      slot1_multiplier: 50,
      slot2_multiplier: 2,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // 3 correct × 10 + the perfect bonus 100; XP 3 × 5 + 50.
    expect(await balance(ctx, await memberId(ctx, 'alice'))).toMatchObject({ points: 130, xp: 65 });
  });

  it('accepts the same pick sent again for a decided match and leaves it as it was', async () => {
    const { alice, t, semi1, semi2, final } = await bracketWithOneResult();
    const res = await predict(alice, t.id, [
      { match_id: semi1.id, winner_name: 'Slot 1' },
      { match_id: final.id, winner_name: 'Slot 1' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await picksOf(alice, t.id)).toEqual({
      [semi1.id]: 'Slot 1',
      [semi2.id]: 'Slot 3',
      [final.id]: 'Slot 1',
    });
  });

  it('refuses a changed pick for a decided match, naming it, and saves nothing of that request', async () => {
    const { alice, t, semi1, semi2, final } = await bracketWithOneResult();
    const before = await picksOf(alice, t.id);
    expectDecidedRefusal(
      await predict(alice, t.id, [
        { match_id: final.id, winner_name: 'Slot 1' },
        { match_id: semi1.id, winner_name: 'Slot 2' },
      ]),
      1,
    );
    expect(await picksOf(alice, t.id)).toEqual(before);
    expect(before).toEqual({ [semi1.id]: 'Slot 1', [semi2.id]: 'Slot 3', [final.id]: 'Slot 3' });
  });

  it('refuses a first pick for a decided match (a member who had none there)', async () => {
    const { t, semi1, semi2 } = await bracketWithOneResult();
    const bob = await signedIn(ctx, 'bob');
    expectDecidedRefusal(
      await predict(bob, t.id, [
        { match_id: semi2.id, winner_name: 'Slot 4' },
        { match_id: semi1.id, winner_name: 'Slot 1' },
      ]),
      1,
    );
    expect((await detail(bob, t.id)).user_prediction).toBeNull();
  });

  it('refuses a pick for a match not in the bracket and keeps every stored pick', async () => {
    const { admin, alice, t, semi2 } = await bracketWithOneResult();
    const other = await makeTournament(admin, 4, { name: 'Other' });
    const before = await picksOf(alice, t.id);
    for (const match_id of [999_999, other.matches[0]!.id]) {
      const res = await predict(alice, t.id, [
        { match_id: semi2.id, winner_name: 'Slot 4' },
        { match_id, winner_name: 'Slot 1' },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ code: string }>(res).code).toBe(tournamentErrorCodes.badPick);
    }
    expect(await picksOf(alice, t.id)).toEqual(before);
  });

  it('refuses any save once predictions are closed, decided match or not, and keeps every pick', async () => {
    const { admin, alice, t, semi1, semi2 } = await bracketWithOneResult();
    const before = await picksOf(alice, t.id);
    expect((await admin.put(`${A}/${t.id}`, { predictions_active: false })).statusCode).toBe(200);
    for (const picks of [
      [{ match_id: semi2.id, winner_name: 'Slot 4' }],
      [{ match_id: semi1.id, winner_name: 'Slot 1' }],
      [{ match_id: semi1.id, winner_name: 'Slot 2' }],
    ]) {
      const res = await predict(alice, t.id, picks);
      expect(res.statusCode, res.body).toBe(409);
      expect(json<{ code: string }>(res).code).toBe(tournamentErrorCodes.predictionsClosed);
    }
    expect(await picksOf(alice, t.id)).toEqual(before);
  });

  it('checks a later-round pick against the merged bracket: stored picks carry it', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const [semi1, semi2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const alice = await signedIn(ctx, 'alice');
    await predict(alice, t.id, [
      { match_id: semi1!.id, winner_name: 'Slot 2' },
      { match_id: semi2!.id, winner_name: 'Slot 4' },
    ]);
    // Slot 4 reaches the Final only through the stored semi-final pick.
    expect((await predict(alice, t.id, [{ match_id: final!.id, winner_name: 'Slot 4' }])).statusCode).toBe(
      200,
    );
    const res = await predict(alice, t.id, [{ match_id: final!.id, winner_name: 'Slot 3' }]);
    expect(res.statusCode).toBe(400);
    expect(await picksOf(alice, t.id)).toEqual({
      [semi1!.id]: 'Slot 2',
      [semi2!.id]: 'Slot 4',
      [final!.id]: 'Slot 4',
    });
  });

  it('two saves at once from two tabs end in one merged set', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 8);
    const [r1, r2, r3, r4] = byRound(t, 1);
    const alice = await signedIn(ctx, 'alice');
    // Both tabs save at once, each a different part of the bracket, and both name r1 differently.
    const results = await Promise.all([
      predict(alice, t.id, [
        { match_id: r1!.id, winner_name: 'Slot 1' },
        { match_id: r2!.id, winner_name: 'Slot 3' },
      ]),
      predict(alice, t.id, [
        { match_id: r1!.id, winner_name: 'Slot 2' },
        { match_id: r3!.id, winner_name: 'Slot 5' },
        { match_id: r4!.id, winner_name: 'Slot 8' },
      ]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const d = await detail(alice, t.id);
    expect(d.tournament.predictions_count).toBe(1);
    const picks = await picksOf(alice, t.id);
    expect(Object.keys(picks)).toHaveLength(4);
    expect(picks).toMatchObject({ [r2!.id]: 'Slot 3', [r3!.id]: 'Slot 5', [r4!.id]: 'Slot 8' });
    expect(['Slot 1', 'Slot 2']).toContain(picks[r1!.id]);
  });
});
