import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tournamentPicks, tournamentPredictions, tournaments } from './tournaments.table.ts';

/**
 * Whether predictions are open, the tournament locked FOR SHARE (closing predictions waits for a
 * save in flight); undefined for an unknown tournament.
 */
export async function shareLockPredictions(tx: Tx, tournamentId: number): Promise<boolean | undefined> {
  const [t] = await tx
    .select({ open: tournaments.predictionsActive })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('share');
  return t?.open;
}

/** Whether anyone has predicted the tournament. */
export async function hasPredictions(tx: Tx, tournamentId: number): Promise<boolean> {
  const [predicted] = await tx
    .select({ id: tournamentPredictions.id })
    .from(tournamentPredictions)
    .where(eq(tournamentPredictions.tournamentId, tournamentId))
    .limit(1);
  return predicted !== undefined;
}

/**
 * The member's one prediction for the tournament, created if missing, its `saved_at` set to now. The
 * upsert holds the row's lock until the transaction ends, so two saves by one member take turns and
 * the second reads the picks the first committed.
 */
export async function lockPrediction(tx: Tx, tournamentId: number, userId: number): Promise<number> {
  const [prediction] = await tx
    .insert(tournamentPredictions)
    .values({ tournamentId, userId })
    .onConflictDoUpdate({
      target: [tournamentPredictions.tournamentId, tournamentPredictions.userId],
      set: { savedAt: sql`now()` },
    })
    .returning({ id: tournamentPredictions.id });
  return prediction!.id;
}

/** The prediction's picks: match id → the picked slot's seed. */
export async function picksOf(tx: Tx, predictionId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ matchId: tournamentPicks.matchId, winnerSeed: tournamentPicks.winnerSeed })
    .from(tournamentPicks)
    .where(eq(tournamentPicks.predictionId, predictionId));
  return new Map(rows.map((r) => [r.matchId, r.winnerSeed]));
}

/** Sets these picks (one per match), replacing the prediction's pick of the same match; others stay. */
export async function upsertPicks(
  tx: Tx,
  predictionId: number,
  picks: { match_id: number; winner_name: string; winner_seed: number }[],
): Promise<void> {
  if (picks.length === 0) return;
  await tx
    .insert(tournamentPicks)
    .values(
      picks.map((p) => ({
        predictionId,
        matchId: p.match_id,
        winnerName: p.winner_name,
        winnerSeed: p.winner_seed,
      })),
    )
    .onConflictDoUpdate({
      target: [tournamentPicks.predictionId, tournamentPicks.matchId],
      set: { winnerName: sql`excluded.winner_name`, winnerSeed: sql`excluded.winner_seed` },
    });
}
