import { POINTS_HISTORY_PAGE_SIZE } from '@podium/shared/points/ledger';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { pointsTransactions } from './points.table.ts';

/** The member's ledger row with this reference, if one was applied before. */
export async function appliedEntry(tx: Tx, userId: number, reference: string) {
  const [row] = await tx
    .select({ id: pointsTransactions.id })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.reference, reference)))
    .limit(1);
  return row;
}

/** Appends one ledger row; answers its id. */
export async function insertLedgerRow(tx: Tx, row: typeof pointsTransactions.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(pointsTransactions).values(row).returning({ id: pointsTransactions.id });
  return inserted!.id;
}

/** Moves the cached balance, the lifetime points earned (credits only) and the XP; answers them after. */
export async function addToBalance(tx: Tx, userId: number, amount: number, xp: number) {
  const [updated] = await tx
    .update(users)
    .set({
      points: sql`${users.points} + ${amount}`,
      pointsEarned: sql`${users.pointsEarned} + ${Math.max(0, amount)}`,
      xp: sql`${users.xp} + ${xp}`,
    })
    .where(eq(users.id, userId))
    .returning({ points: users.points, xp: users.xp, pointsEarned: users.pointsEarned });
  return updated!;
}

/** A member's history, newest first, keyset-paginated by id. */
export async function pointsHistory(
  db: DbOrTx,
  userId: number,
  options: { before?: number; limit?: number } = {},
) {
  const limit = Math.min(Math.max(options.limit ?? POINTS_HISTORY_PAGE_SIZE, 1), 200);
  const rows = await db
    .select()
    .from(pointsTransactions)
    .where(
      options.before
        ? and(eq(pointsTransactions.userId, userId), lt(pointsTransactions.id, options.before))
        : eq(pointsTransactions.userId, userId),
    )
    .orderBy(desc(pointsTransactions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    xp: r.xp,
    reason: r.reason,
    balance_after: r.balanceAfter,
    created_at: r.createdAt.toISOString(),
  }));
}
