import { fillBracket, pickRefusal } from '@podium/shared/tournaments/rules';
import type { PredictInput } from '@podium/shared/tournaments/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { savePicks, shareLockPredictions } from './predictions.repository.ts';
import { predictConstraints, tournamentErrors } from './tournaments.errors.ts';
import { matchRows, tournamentsPredicted, winnerName } from './tournaments.repository.ts';

/**
 * POST /api/r/tournaments/{id}/predict: replaces the member's picks while predictions are open. Every
 * pick is checked against the bracket filled with the decided results and this request's own picks
 * (the shared `fillBracket`); one bad pick refuses the whole request, so nothing of it is saved. The
 * tournament row is locked (shared) so closing predictions waits for a save in flight.
 */
export async function savePredictions(db: Db, userId: number, tournamentId: number, input: PredictInput) {
  try {
    return await db.transaction(async (tx) => {
      const open = await shareLockPredictions(tx, tournamentId);
      if (open === undefined) throw tournamentErrors.notFound();
      if (!open) throw tournamentErrors.predictionsClosed();

      const rows = await matchRows(tx, tournamentId);
      const matches = rows.map((m) => ({
        id: m.id,
        round: m.round,
        match_number: m.matchNumber,
        slot1_name: m.slot1Name,
        slot2_name: m.slot2Name,
        winner_name: winnerName(m),
      }));
      const picks = new Map<number, string>();
      for (const p of input.predictions) picks.set(p.match_id, p.winner_name);
      const filled = new Map(fillBracket(matches, picks).map((m) => [m.id, m]));
      const seen = new Set<number>();
      input.predictions.forEach((p, i) => {
        const refusal = seen.has(p.match_id) ? 'match' : pickRefusal(filled, p);
        if (refusal) throw tournamentErrors.badPick(i, p.match_id, refusal);
        seen.add(p.match_id);
      });

      await savePicks(tx, tournamentId, userId, input.predictions);
      await unlockReached(tx, userId, 'tournament_predictions', await tournamentsPredicted(tx, userId));
      return { saved: input.predictions.length };
    });
  } catch (error) {
    throw constraintError(error, predictConstraints);
  }
}
