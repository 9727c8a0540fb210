import type { AccountExport } from '@podium/shared/account/export';
import { winnerSeed } from '@podium/shared/tournaments/rules';
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bonusHuntPayouts, bonusHuntPredictions, bonusHunts } from '../bonus-hunts/bonus-hunts.table.ts';
import { predictionOutcomes, predictionStakes, predictions } from '../predictions/predictions.table.ts';
import { bracketOf } from '../tournaments/tournaments.repository.ts';
import {
  tournamentMatches,
  tournamentPayouts,
  tournamentPicks,
  tournamentPredictions,
  tournaments,
} from '../tournaments/tournaments.table.ts';

type Pick = AccountExport['tournament_predictions'][number]['picks'][number];
const hundredths = (n: number | null) => (n === null ? null : n / 100);

/** Each pick with its match's round and number and how it went: the decided winner's seed or not yet. */
async function picksOf(db: DbOrTx, userId: number, tournamentIds: number[]) {
  const picks = await db
    .select({
      predictionId: tournamentPicks.predictionId,
      matchId: tournamentPicks.matchId,
      winnerName: tournamentPicks.winnerName,
      winnerSeed: tournamentPicks.winnerSeed,
    })
    .from(tournamentPicks)
    .innerJoin(tournamentPredictions, eq(tournamentPredictions.id, tournamentPicks.predictionId))
    .where(eq(tournamentPredictions.userId, userId))
    .orderBy(asc(tournamentPicks.id));
  const brackets = await Promise.all(tournamentIds.map((id) => bracketOf(db, id)));
  const matches = new Map(brackets.flat().map((m) => [m.id, m]));
  return picks.map((p) => {
    const match = matches.get(p.matchId);
    const decided = match ? winnerSeed(match) : null;
    const pick: Pick = {
      match_id: p.matchId,
      round: match?.round ?? 0,
      match_number: match?.match_number ?? 0,
      winner_name: p.winnerName,
      winner_seed: p.winnerSeed,
      outcome: decided === null ? 'not decided' : decided === p.winnerSeed ? 'correct' : 'wrong',
    };
    return { predictionId: p.predictionId, pick };
  });
}

/** The member's brackets with their picks, what the brackets paid them, and the slots they called. */
export async function tournamentRows(db: DbOrTx, userId: number) {
  const [brackets, paid, slots] = await Promise.all([
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
      .select({ p: tournamentPayouts, tournament: tournaments.name })
      .from(tournamentPayouts)
      .innerJoin(tournaments, eq(tournaments.id, tournamentPayouts.tournamentId))
      .where(eq(tournamentPayouts.userId, userId))
      .orderBy(asc(tournamentPayouts.id)),
    db
      .select({ m: tournamentMatches, tournament: tournaments.name })
      .from(tournamentMatches)
      .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
      .where(or(eq(tournamentMatches.slot1UserId, userId), eq(tournamentMatches.slot2UserId, userId)))
      .orderBy(asc(tournamentMatches.tournamentId), asc(tournamentMatches.round), asc(tournamentMatches.id)),
  ]);
  const picks = await picksOf(
    db,
    userId,
    brackets.map((b) => b.tournamentId),
  );
  return {
    tournament_predictions: brackets.map((b) => ({
      tournament_id: b.tournamentId,
      tournament: b.tournament,
      saved_at: b.savedAt.toISOString(),
      picks: picks.filter((p) => p.predictionId === b.id).map((p) => p.pick),
    })),
    tournament_payouts: paid.map(({ p, tournament }) => ({
      tournament_id: p.tournamentId,
      tournament,
      correct: p.correct,
      perfect: p.perfect,
      points: p.points,
      xp: p.xp,
      updated_at: p.updatedAt.toISOString(),
    })),
    tournament_slots: slots.flatMap(({ m, tournament }) =>
      ([1, 2] as const)
        .filter((slot) => (slot === 1 ? m.slot1UserId : m.slot2UserId) === userId)
        .map((slot) => ({
          tournament_id: m.tournamentId,
          tournament,
          round: m.round,
          match_number: m.matchNumber,
          slot_name: slot === 1 ? m.slot1Name : m.slot2Name,
          multiplier: hundredths(slot === 1 ? m.slot1Multiplier : m.slot2Multiplier),
          won: m.winnerSlot === null ? null : m.winnerSlot === slot,
        })),
    ),
  };
}

/** The member's bonus-hunt guesses and what the hunts paid them, oldest first. */
export async function huntRows(db: DbOrTx, userId: number) {
  const [guesses, paid] = await Promise.all([
    db
      .select({ p: bonusHuntPredictions, hunt: bonusHunts.title })
      .from(bonusHuntPredictions)
      .innerJoin(bonusHunts, eq(bonusHunts.id, bonusHuntPredictions.huntId))
      .where(eq(bonusHuntPredictions.userId, userId))
      .orderBy(asc(bonusHuntPredictions.id)),
    db
      .select({ p: bonusHuntPayouts, hunt: bonusHunts.title })
      .from(bonusHuntPayouts)
      .innerJoin(bonusHunts, eq(bonusHunts.id, bonusHuntPayouts.huntId))
      .where(eq(bonusHuntPayouts.userId, userId))
      .orderBy(asc(bonusHuntPayouts.id)),
  ]);
  return {
    bonus_hunt_predictions: guesses.map(({ p, hunt }) => ({
      hunt_id: p.huntId,
      hunt,
      end_balance_cents: p.endBalanceCents,
      highest_multiplier: p.highestMultiplierHundredths / 100,
      highest_multiplier_game: p.highestMultiplierGame,
      submitted_at: p.submittedAt.toISOString(),
    })),
    bonus_hunt_payouts: paid.map(({ p, hunt }) => ({
      hunt_id: p.huntId,
      hunt,
      categories: p.categories,
      points: p.points,
      xp: p.xp,
      updated_at: p.updatedAt.toISOString(),
    })),
  };
}

/** The member's stakes on points predictions, oldest first: the outcome backed and what settling paid. */
export async function pointsPredictionRows(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      s: predictionStakes,
      title: predictions.title,
      status: predictions.status,
      outcome: predictionOutcomes.label,
    })
    .from(predictionStakes)
    .innerJoin(predictions, eq(predictions.id, predictionStakes.predictionId))
    .innerJoin(predictionOutcomes, eq(predictionOutcomes.id, predictionStakes.outcomeId))
    .where(eq(predictionStakes.userId, userId))
    .orderBy(asc(predictionStakes.id));
  return {
    points_predictions: rows.map(({ s, title, status, outcome }) => ({
      prediction_id: s.predictionId,
      prediction: title,
      outcome,
      staked: s.amount,
      status,
      paid: s.payout,
      staked_at: s.createdAt.toISOString(),
    })),
  };
}
