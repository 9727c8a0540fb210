import { fillBracket, pickedSeed, pickRefusal } from '@podium/shared/tournaments/rules';
import type { PredictInput } from '@podium/shared/tournaments/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { lockPrediction, picksOf, shareLockPredictions, upsertPicks } from './predictions.repository.ts';
import { predictConstraints, tournamentErrors } from './tournaments.errors.ts';
import { bracketOf, tournamentsPredicted } from './tournaments.repository.ts';

/**
 * POST /api/r/tournaments/{id}/predict: merges the request's picks into the member's prediction while
 * predictions are open (decision 045). A pick on an undecided match is set or replaced; every pick the
 * request leaves out stays as it was; a decided match's pick never changes: sent again as stored it is
 * accepted and left alone, sent otherwise (or added) the request is refused with `decided_pick`. Picks
 * go by seed, the slot's place in round 1 (decision 046): `winner_seed` when sent, else the one slot of
 * the match with that name. Each new pick is checked against the bracket filled with the decided results
 * and the merged picks (the shared `fillBracket`), in request order; one bad pick refuses the whole
 * request, so nothing of it is saved. Locks: the tournament FOR SHARE (closing predictions or recording
 * a result waits for a save in flight), then the member's prediction row (two saves by one member take
 * turns, the second merging into the first).
 */
export async function savePredictions(db: Db, userId: number, tournamentId: number, input: PredictInput) {
  try {
    return await db.transaction(async (tx) => {
      const open = await shareLockPredictions(tx, tournamentId);
      if (open === undefined) throw tournamentErrors.notFound();
      if (!open) throw tournamentErrors.predictionsClosed();

      const predictionId = await lockPrediction(tx, tournamentId, userId);
      const stored = await picksOf(tx, predictionId);
      const matches = await bracketOf(tx, tournamentId);
      const decided = new Set(matches.filter((m) => m.winner_slot !== null).map((m) => m.id));

      // Seeds resolved round by round (a Final pick's name may name a slot only an earlier pick fills).
      const merged = new Map(stored);
      const order = input.predictions
        .map((p, i) => ({ p, i, round: matches.find((m) => m.id === p.match_id)?.round ?? 0 }))
        .sort((a, b) => a.round - b.round);
      const seeds = new Map<number, number>();
      const seen = new Set<number>();
      for (const { p, i } of order) {
        if (seen.has(p.match_id)) throw tournamentErrors.badPick(i, p.match_id, 'match');
        seen.add(p.match_id);
        const filled = new Map(fillBracket(matches, merged).map((m) => [m.id, m]));
        const match = filled.get(p.match_id);
        if (!match) throw tournamentErrors.badPick(i, p.match_id, 'match');
        if (decided.has(p.match_id)) {
          const seed = pickedSeed(
            matches.find((m) => m.id === p.match_id),
            p,
          );
          if (typeof seed !== 'number' || stored.get(p.match_id) !== seed)
            throw tournamentErrors.decidedPick(i);
          continue;
        }
        const seed = pickedSeed(match, p);
        const refusal =
          typeof seed === 'number'
            ? pickRefusal(filled, { match_id: p.match_id, winner_seed: seed })
            : match.slot1_seed === null || match.slot2_seed === null
              ? 'match'
              : seed;
        if (refusal || typeof seed !== 'number')
          throw tournamentErrors.badPick(i, p.match_id, refusal ?? 'match');
        merged.set(p.match_id, seed);
        seeds.set(p.match_id, seed);
      }

      const changes = input.predictions
        .filter((p) => !decided.has(p.match_id))
        .map((p) => ({
          match_id: p.match_id,
          winner_name: p.winner_name,
          winner_seed: seeds.get(p.match_id)!,
        }));
      await upsertPicks(tx, predictionId, changes);
      await unlockReached(tx, userId, 'tournament_predictions', await tournamentsPredicted(tx, userId));
      return { saved: changes.length };
    });
  } catch (error) {
    throw constraintError(error, predictConstraints);
  }
}
