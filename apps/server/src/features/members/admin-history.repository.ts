import { displayName } from '@podium/shared/common/display-name';
import { ADMIN_HISTORY_PAGE_SIZE, type AdminPointsTransaction } from '@podium/shared/members/schemas';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pointsTransactions } from '../points/points.table.ts';
import { users } from '../users/users.table.ts';

const actors = alias(users, 'actor');

async function ledgerRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      row: pointsTransactions,
      actorUsername: actors.username,
      actorName: actors.name,
    })
    .from(pointsTransactions)
    .leftJoin(actors, eq(actors.id, pointsTransactions.actorId))
    .where(where)
    .orderBy(desc(pointsTransactions.id))
    .limit(limit);
  return rows.map(
    ({ row, actorUsername, actorName }): AdminPointsTransaction => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      xp: row.xp,
      reason: row.reason,
      balance_after: row.balanceAfter,
      created_at: row.createdAt.toISOString(),
      actor:
        row.actorId !== null && actorUsername !== null
          ? {
              id: row.actorId,
              username: actorUsername,
              display_name: displayName({ name: actorName, username: actorUsername }),
            }
          : null,
    }),
  );
}

/** A member's ledger rows with who made each adjustment, newest first, 50 older than `before`. */
export function adminHistory(db: DbOrTx, userId: number, before?: number) {
  const mine = eq(pointsTransactions.userId, userId);
  return ledgerRows(
    db,
    before ? and(mine, lt(pointsTransactions.id, before)) : mine,
    ADMIN_HISTORY_PAGE_SIZE,
  );
}

export async function ledgerRow(db: DbOrTx, id: number): Promise<AdminPointsTransaction | undefined> {
  const [row] = await ledgerRows(db, eq(pointsTransactions.id, id), 1);
  return row;
}
