import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tournamentPayouts, tournaments } from './tournaments.table.ts';

type Paid = Pick<typeof tournamentPayouts.$inferInsert, 'correct' | 'perfect' | 'points' | 'xp'>;

/** The payout's guard: `SET paid_at = now() WHERE paid_at IS NULL`; true for the one call that set it. */
export async function markPaid(tx: Tx, tournamentId: number): Promise<boolean> {
  const [claimed] = await tx
    .update(tournaments)
    .set({ paidAt: sql`now()` })
    .where(and(eq(tournaments.id, tournamentId), isNull(tournaments.paidAt)))
    .returning({ id: tournaments.id });
  return claimed !== undefined;
}

/** The member's prize row, written once (unique tournament and member): false when it existed. */
export async function insertPrizeOnce(
  tx: Tx,
  tournamentId: number,
  userId: number,
  paid: Paid,
): Promise<boolean> {
  const [row] = await tx
    .insert(tournamentPayouts)
    .values({ tournamentId, userId, ...paid })
    .onConflictDoNothing()
    .returning({ id: tournamentPayouts.id });
  return row !== undefined;
}

/** What each member was paid for the tournament so far, by member. */
export async function prizesPaid(tx: Tx, tournamentId: number) {
  const rows = await tx
    .select()
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.tournamentId, tournamentId));
  return new Map(rows.map((p) => [p.userId, p]));
}

/** The member's prize row as it stands after a correction. */
export async function savePrize(tx: Tx, tournamentId: number, userId: number, paid: Paid): Promise<void> {
  await tx
    .insert(tournamentPayouts)
    .values({ tournamentId, userId, ...paid })
    .onConflictDoUpdate({
      target: [tournamentPayouts.tournamentId, tournamentPayouts.userId],
      set: { ...paid, updatedAt: sql`now()` },
    });
}

/** Numbers the next correction of the tournament's prizes (its ledger references are unique by it). */
export async function nextPayoutRevision(tx: Tx, tournamentId: number): Promise<number> {
  const [rev] = await tx
    .update(tournaments)
    .set({ payoutRevision: sql`${tournaments.payoutRevision} + 1` })
    .where(eq(tournaments.id, tournamentId))
    .returning({ n: tournaments.payoutRevision });
  return rev!.n;
}
