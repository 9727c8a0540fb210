import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bonusHuntPayouts, bonusHunts } from './bonus-hunts.table.ts';

type Paid = Pick<typeof bonusHuntPayouts.$inferInsert, 'categories' | 'points' | 'xp'>;

/** The member's prize row for the hunt, written once (unique hunt and member): false when it existed. */
export async function insertPrizeOnce(tx: Tx, huntId: number, userId: number, paid: Paid): Promise<boolean> {
  const [row] = await tx
    .insert(bonusHuntPayouts)
    .values({ huntId, userId, ...paid })
    .onConflictDoNothing()
    .returning({ id: bonusHuntPayouts.id });
  return row !== undefined;
}

/** What each member was paid for the hunt so far, by member. */
export async function prizesPaid(tx: Tx, huntId: number) {
  const rows = await tx.select().from(bonusHuntPayouts).where(eq(bonusHuntPayouts.huntId, huntId));
  return new Map(rows.map((p) => [p.userId, p]));
}

/** The member's prize row as it stands after a correction. */
export async function savePrize(tx: Tx, huntId: number, userId: number, paid: Paid): Promise<void> {
  await tx
    .insert(bonusHuntPayouts)
    .values({ huntId, userId, ...paid })
    .onConflictDoUpdate({
      target: [bonusHuntPayouts.huntId, bonusHuntPayouts.userId],
      set: { ...paid, updatedAt: sql`now()` },
    });
}

/** Numbers the next correction of the hunt's prizes (its ledger references are unique by it). */
export async function nextPayoutRevision(tx: Tx, huntId: number): Promise<number> {
  const [rev] = await tx
    .update(bonusHunts)
    .set({ payoutRevision: sql`${bonusHunts.payoutRevision} + 1` })
    .where(eq(bonusHunts.id, huntId))
    .returning({ n: bonusHunts.payoutRevision });
  return rev!.n;
}
