import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bonusHuntPredictions, bonusHunts } from '../bonus-hunts/bonus-hunts.table.ts';
import { tournamentPicks, tournamentPredictions, tournaments } from '../tournaments/tournaments.table.ts';

/** The member's predictions for their data download: tournament picks and bonus-hunt guesses, oldest first. */
export async function predictionRows(db: DbOrTx, userId: number) {
  const [brackets, picks, hunts] = await Promise.all([
    db
      .select({
        id: tournamentPredictions.id,
        tournamentId: tournamentPredictions.tournamentId,
        tournament: tournaments.name,
        savedAt: tournamentPredictions.savedAt,
      })
      .from(tournamentPredictions)
      .innerJoin(tournaments, eq(tournaments.id, tournamentPredictions.tournamentId))
      .where(eq(tournamentPredictions.userId, userId))
      .orderBy(asc(tournamentPredictions.id)),
    db
      .select({
        predictionId: tournamentPicks.predictionId,
        matchId: tournamentPicks.matchId,
        winnerName: tournamentPicks.winnerName,
      })
      .from(tournamentPicks)
      .innerJoin(tournamentPredictions, eq(tournamentPredictions.id, tournamentPicks.predictionId))
      .where(eq(tournamentPredictions.userId, userId))
      .orderBy(asc(tournamentPicks.id)),
    db
      .select({
        huntId: bonusHuntPredictions.huntId,
        hunt: bonusHunts.title,
        endBalanceCents: bonusHuntPredictions.endBalanceCents,
        highestMultiplierHundredths: bonusHuntPredictions.highestMultiplierHundredths,
        highestMultiplierGame: bonusHuntPredictions.highestMultiplierGame,
        submittedAt: bonusHuntPredictions.submittedAt,
      })
      .from(bonusHuntPredictions)
      .innerJoin(bonusHunts, eq(bonusHunts.id, bonusHuntPredictions.huntId))
      .where(eq(bonusHuntPredictions.userId, userId))
      .orderBy(asc(bonusHuntPredictions.id)),
  ]);
  return {
    tournament_predictions: brackets.map((b) => ({
      tournament_id: b.tournamentId,
      tournament: b.tournament,
      saved_at: b.savedAt.toISOString(),
      picks: picks
        .filter((p) => p.predictionId === b.id)
        .map((p) => ({ match_id: p.matchId, winner_name: p.winnerName })),
    })),
    bonus_hunt_predictions: hunts.map((h) => ({
      hunt_id: h.huntId,
      hunt: h.hunt,
      end_balance_cents: h.endBalanceCents,
      highest_multiplier: h.highestMultiplierHundredths / 100,
      highest_multiplier_game: h.highestMultiplierGame,
      submitted_at: h.submittedAt.toISOString(),
    })),
  };
}
