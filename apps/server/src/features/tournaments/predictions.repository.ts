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

/** The member's one prediction for the tournament, its picks replaced by these (at least one). */
export async function savePicks(
  tx: Tx,
  tournamentId: number,
  userId: number,
  picks: { match_id: number; winner_name: string }[],
): Promise<void> {
  const [prediction] = await tx
    .insert(tournamentPredictions)
    .values({ tournamentId, userId })
    .onConflictDoUpdate({
      target: [tournamentPredictions.tournamentId, tournamentPredictions.userId],
      set: { savedAt: sql`now()` },
    })
    .returning({ id: tournamentPredictions.id });
  await tx.delete(tournamentPicks).where(eq(tournamentPicks.predictionId, prediction!.id));
  await tx
    .insert(tournamentPicks)
    .values(
      picks.map((p) => ({ predictionId: prediction!.id, matchId: p.match_id, winnerName: p.winner_name })),
    );
}
