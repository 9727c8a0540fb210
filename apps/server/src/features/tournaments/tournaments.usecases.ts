import { FRIEND_PREDICTIONS_SHOWN, TOP_PERFORMERS_SHOWN } from '@podium/shared/tournaments/messages';
import { byPerformance, scorePicks } from '@podium/shared/tournaments/rules';
import type { PredictionEntry, TournamentDetail } from '@podium/shared/tournaments/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { friendIds } from '../friends/friends.repository.ts';
import {
  findTournament,
  matchViews,
  predictionsOf,
  toPredictionMatches,
  tournamentCard,
} from './tournaments.repository.ts';

/**
 * GET /api/r/tournaments/{id} (SPEC §7): the tournament with its matches, the viewer's picks, friends'
 * predictions (first 5), Top Performers (3) and every prediction, each scored against decided matches.
 */
export async function tournamentDetail(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
): Promise<TournamentDetail | null> {
  const row = await findTournament(db, id);
  if (!row) return null;
  const [matches, predictions, friends] = await Promise.all([
    matchViews(db, id),
    predictionsOf(db, id),
    viewerId ? friendIds(db, viewerId) : Promise.resolve(new Set<number>()),
  ]);
  const card = await tournamentCard(db, row, matches);
  const entries: PredictionEntry[] = predictions.map((p) => ({
    user: p.user,
    ...scorePicks(matches, p.picks),
    saved_at: p.savedAt.toISOString(),
    prediction: toPredictionMatches(p.picks),
  }));
  const ranked = [...entries].sort(byPerformance);
  const own = predictions.find((p) => p.user.id === viewerId);
  return {
    tournament: {
      ...card,
      points_per_correct: row.pointsPerCorrect,
      xp_per_correct: row.xpPerCorrect,
      perfect_bonus_points: row.perfectBonusPoints,
      perfect_bonus_xp: row.perfectBonusXp,
      matches,
    },
    user_prediction: own ? toPredictionMatches(own.picks) : null,
    friend_predictions: ranked.filter((e) => friends.has(e.user.id)).slice(0, FRIEND_PREDICTIONS_SHOWN),
    top_predictions: ranked.slice(0, TOP_PERFORMERS_SHOWN),
    all_predictions: ranked,
  };
}
