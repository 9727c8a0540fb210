import { fillBracket, pickRefusal } from '@podium/shared/tournaments/rules';
import type { PredictInput } from '@podium/shared/tournaments/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { lockPrediction, picksOf, shareLockPredictions, upsertPicks } from './predictions.repository.ts';
import { predictConstraints, tournamentErrors } from './tournaments.errors.ts';
import { matchRows, tournamentsPredicted, winnerName } from './tournaments.repository.ts';

/**
 * POST /api/r/tournaments/{id}/predict: merges the request's picks into the member's prediction while
 * predictions are open (decision 045). A pick on an undecided match is set or replaced; every pick the
 * request leaves out stays as it was; a decided match's pick never changes: sent again as stored it is
 * accepted and left alone, sent otherwise (or added) the request is refused with `decided_pick`. Each
 * new pick is checked against the bracket filled with the decided results and the merged picks (the
 * shared `fillBracket`); one bad pick refuses the whole request, so nothing of it is saved. Locks: the
 * tournament FOR SHARE (closing predictions or recording a result waits for a save in flight), then the
 * member's prediction row (two saves by one member take turns, the second merging into the first).
 */
export async function savePredictions(db: Db, userId: number, tournamentId: number, input: PredictInput) {
  try {
    return await db.transaction(async (tx) => {
      const open = await shareLockPredictions(tx, tournamentId);
      if (open === undefined) throw tournamentErrors.notFound();
      if (!open) throw tournamentErrors.predictionsClosed();

      const predictionId = await lockPrediction(tx, tournamentId, userId);
      const stored = await picksOf(tx, predictionId);
      const matches = (await matchRows(tx, tournamentId)).map((m) => ({
        id: m.id,
        round: m.round,
        match_number: m.matchNumber,
        slot1_name: m.slot1Name,
        slot2_name: m.slot2Name,
        winner_name: winnerName(m),
      }));
      const decided = new Set(matches.filter((m) => m.winner_name !== null).map((m) => m.id));

      const merged = new Map(stored);
      for (const p of input.predictions) if (!decided.has(p.match_id)) merged.set(p.match_id, p.winner_name);
      const filled = new Map(fillBracket(matches, merged).map((m) => [m.id, m]));
      const seen = new Set<number>();
      input.predictions.forEach((p, i) => {
        if (seen.has(p.match_id)) throw tournamentErrors.badPick(i, p.match_id, 'match');
        seen.add(p.match_id);
        if (decided.has(p.match_id)) {
          if (stored.get(p.match_id) !== p.winner_name) throw tournamentErrors.decidedPick(i);
          return;
        }
        const refusal = pickRefusal(filled, p);
        if (refusal) throw tournamentErrors.badPick(i, p.match_id, refusal);
      });

      const changes = input.predictions.filter((p) => !decided.has(p.match_id));
      await upsertPicks(tx, predictionId, changes);
      await unlockReached(tx, userId, 'tournament_predictions', await tournamentsPredicted(tx, userId));
      return { saved: changes.length };
    });
  } catch (error) {
    throw constraintError(error, predictConstraints);
  }
}
