import { tournamentErrorCodes } from '@podium/shared/tournaments/errors';
import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { byRound, detail, makeTournament, predict, record } from './fixtures.ts';

const ctx = useTestApp();

const expectRefusal = (res: Parameters<typeof json>[0], status: number, message: string, code?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body.message).toBe(message);
  if (code) expect(body.code).toBe(code);
};

describe('saving predictions (SPEC §5)', () => {
  it('needs a signed-in member, open predictions and at least one pick', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const open = await makeTournament(admin, 4);
    const closed = await makeTournament(admin, 4, { open: false });
    const pick = [{ match_id: open.matches[0]!.id, winner_name: 'Slot 1' }];
    expectRefusal(await predict(await visitor(ctx), open.id, pick), 401, m.loginRequired);
    const alice = await signedIn(ctx, 'alice');
    expectRefusal(
      await predict(alice, closed.id, [{ match_id: closed.matches[0]!.id, winner_name: 'Slot 1' }]),
      409,
      m.predictionsClosed,
      tournamentErrorCodes.predictionsClosed,
    );
    const empty = await predict(alice, open.id, []);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(json(empty))).toContain(m.atLeastOne);
    expect((await predict(alice, 999_999, pick)).statusCode).toBe(404);
    const saved = await predict(alice, open.id, pick);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe(m.saved);
  });

  it('refuses a pick for an unknown or foreign match, or a name not in it, and saves nothing', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 8);
    const other = await makeTournament(admin, 4);
    const [r1m1, r1m2, r1m3] = byRound(t, 1);
    const [semi1] = byRound(t, 2);
    await record(admin, t, r1m3!); // Slot 5 wins
    const alice = await signedIn(ctx, 'alice');
    const good = { match_id: r1m1!.id, winner_name: 'Slot 1' };
    // A pick for the decided r1m3 is refused too, with its own code (merge.test.ts).
    const bad = [
      { match_id: 999_999, winner_name: 'Slot 1' }, // unknown
      { match_id: other.matches[0]!.id, winner_name: 'Slot 1' }, // another tournament's
      { match_id: r1m2!.id, winner_name: 'Slot 9' }, // not in the match
      { match_id: semi1!.id, winner_name: 'Slot 3' }, // later round: Slot 3 was not picked to advance
      good, // the same match twice
    ];
    for (const pick of bad) {
      const res = await predict(alice, t.id, [good, pick]);
      expect(res.statusCode, JSON.stringify(pick)).toBe(400);
      const body = json<{ code: string; errors: Record<string, string[]> }>(res);
      expect(body.code).toBe(tournamentErrorCodes.badPick);
      expect(Object.keys(body.errors)).toEqual(['predictions.1']);
    }
    expect((await detail(alice, t.id)).user_prediction).toBeNull();
  });

  it('keeps later-round picks that follow from earlier ones, and merges the next save into them (decision 045)', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const [m1, m2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const alice = await signedIn(ctx, 'alice');
    const first = [
      { match_id: m1!.id, winner_name: 'Slot 2' },
      { match_id: m2!.id, winner_name: 'Slot 3' },
      { match_id: final!.id, winner_name: 'Slot 3' },
    ];
    expect((await predict(alice, t.id, first)).statusCode).toBe(200);
    expect((await detail(alice, t.id)).user_prediction?.matches).toHaveLength(3);
    expect((await predict(alice, t.id, [{ match_id: m1!.id, winner_name: 'Slot 1' }])).statusCode).toBe(200);
    const after = await detail(alice, t.id);
    // Saving one pick replaces that pick only: the two left out stay as they were.
    expect(
      after.user_prediction?.matches.toSorted((a, b) => a.tournament_match_id - b.tournament_match_id),
    ).toEqual([
      { tournament_match_id: m1!.id, predicted_winner_name: 'Slot 1', predicted_winner_seed: 1 },
      { tournament_match_id: m2!.id, predicted_winner_name: 'Slot 3', predicted_winner_seed: 3 },
      { tournament_match_id: final!.id, predicted_winner_name: 'Slot 3', predicted_winner_seed: 3 },
    ]);
    expect(after.tournament.predictions_count).toBe(1);
  });

  it('refuses extra fields and malformed picks', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const alice = await signedIn(ctx, 'alice');
    const id = t.matches[0]!.id;
    for (const body of [
      { predictions: [{ match_id: id, winner_name: 'Slot 1', extra: 1 }] },
      { predictions: [{ match_id: String(id), winner_name: 'Slot 1' }] },
      { predictions: [{ match_id: id, winner_name: 'Slot\u00001' }] },
      { predictions: 'all' },
    ]) {
      expect((await alice.post(`/api/r/tournaments/${t.id}/predict`, body)).statusCode).toBe(400);
    }
  });
});
