import type { KickEventLog, KickEventOutcome, KickEventsQuery } from '@podium/shared/kick/admin';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { kickEvents } from './kick.table.ts';

/** The admin's log: the latest deliveries with what came of each, newest first, filtered. */
export async function recentKickEvents(
  db: DbOrTx,
  filters: KickEventsQuery = {},
  limit = 100,
): Promise<KickEventLog[]> {
  const rows = await db
    .select({ e: kickEvents, username: users.username })
    .from(kickEvents)
    .leftJoin(users, eq(users.id, kickEvents.userId))
    .where(
      and(
        filters.type ? eq(kickEvents.type, filters.type) : undefined,
        filters.outcome ? eq(kickEvents.outcome, filters.outcome) : undefined,
      ),
    )
    .orderBy(desc(kickEvents.id))
    .limit(limit);
  return rows.map(({ e, username }) => ({
    id: e.id,
    message_id: e.messageId,
    type: e.type,
    kick_username: e.kickUsername,
    username,
    outcome: e.outcome as KickEventOutcome,
    points: e.points,
    detail: e.detail,
    created_at: e.createdAt.toISOString(),
  }));
}

/**
 * Drops log rows older than `days`. Their message ids go with them, which is safe: a delivery that
 * old is refused as stale (five minutes) before its id is looked at.
 */
export async function pruneKickEvents(db: DbOrTx, days = 14): Promise<number> {
  const rows = await db
    .delete(kickEvents)
    .where(lt(kickEvents.createdAt, sql`now() - ${days} * interval '1 day'`))
    .returning({ id: kickEvents.id });
  return rows.length;
}

/**
 * The delivery's log row, written first: its unique message id is the replay guard. The row's id, or
 * undefined when the message was delivered before.
 */
export async function insertDelivery(tx: Tx, delivery: { messageId: string; type: string }) {
  const [row] = await tx
    .insert(kickEvents)
    .values({ messageId: delivery.messageId, type: delivery.type, outcome: 'ignored' })
    .onConflictDoNothing({ target: kickEvents.messageId })
    .returning({ id: kickEvents.id });
  return row?.id;
}

/** What came of the delivery, on its log row. */
export async function saveOutcome(
  tx: Tx,
  id: number,
  outcome: {
    outcome: KickEventOutcome;
    userId: number | null;
    kickUserId: string | null;
    kickUsername: string | null;
    points: number;
    detail: string | null;
  },
): Promise<void> {
  await tx.update(kickEvents).set(outcome).where(eq(kickEvents.id, id));
}
