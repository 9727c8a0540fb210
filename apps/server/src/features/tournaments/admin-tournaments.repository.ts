import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tournaments } from './tournaments.table.ts';

type TournamentValues = typeof tournaments.$inferInsert;

/** A new tournament; answers its id. */
export async function insertTournament(tx: Tx, values: TournamentValues): Promise<number> {
  const [row] = await tx.insert(tournaments).values(values).returning({ id: tournaments.id });
  return row!.id;
}

export async function updateTournamentRow(
  tx: Tx,
  id: number,
  values: Partial<TournamentValues>,
): Promise<void> {
  await tx
    .update(tournaments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tournaments.id, id));
}

/** False when there was no such tournament (the restrict key refuses one with predictions). */
export async function deleteTournamentRow(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(tournaments)
    .where(eq(tournaments.id, id))
    .returning({ id: tournaments.id });
  return deleted.length > 0;
}

/** The Final is decided: the tournament ends (inactive, predictions closed; decision 046). */
export async function endTournament(tx: Tx, id: number): Promise<void> {
  await updateTournamentRow(tx, id, { isActive: false, predictionsActive: false });
}
