import { displayName } from '@podium/shared/common/display-name';
import { processableStatuses, refundableStatuses } from '@podium/shared/store/redemptions';
import {
  QUEUE_PAGE_SIZE,
  type QueuePage,
  type QueueRedemption,
  type RedemptionStatus,
} from '@podium/shared/store/schemas';
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { storeItems, storeRedemptions } from './store.table.ts';

const processors = alias(users, 'processor');

async function queueRows(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      r: storeRedemptions,
      item: { id: storeItems.id, name: storeItems.name, image: storeItems.image },
      user: { id: users.id, username: users.username, name: users.name, kick: users.kickUsername },
      processor: { id: processors.id, username: processors.username },
    })
    .from(storeRedemptions)
    .innerJoin(storeItems, eq(storeItems.id, storeRedemptions.itemId))
    .innerJoin(users, eq(users.id, storeRedemptions.userId))
    .leftJoin(processors, eq(processors.id, storeRedemptions.processedBy))
    .where(where)
    // Pending first, then newest.
    .orderBy(
      sql`(${storeRedemptions.status} = 'pending') desc`,
      desc(storeRedemptions.createdAt),
      desc(storeRedemptions.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ r, item, user, processor }): QueueRedemption => ({
      id: r.id,
      status: r.status,
      cost: r.cost,
      created_at: r.createdAt.toISOString(),
      processed_at: r.processedAt?.toISOString() ?? null,
      processed_by: processor ? { id: processor.id, username: processor.username } : null,
      refunded_at: r.refundedAt?.toISOString() ?? null,
      item,
      user: {
        id: user.id,
        username: user.username,
        display_name: displayName(user),
        kick_username: user.kick,
      },
    }),
  );
}

export async function redemptionQueue(
  db: DbOrTx,
  query: { status?: RedemptionStatus; item_id?: number; page: number },
): Promise<QueuePage> {
  const where = and(
    // Cash purchases are the payout queue's (decision 043), never the moderators'.
    isNull(storeRedemptions.cashCents),
    query.status ? eq(storeRedemptions.status, query.status) : undefined,
    query.item_id ? eq(storeRedemptions.itemId, query.item_id) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(storeRedemptions).where(where);
  const redemptions = await queueRows(db, where, QUEUE_PAGE_SIZE, (query.page - 1) * QUEUE_PAGE_SIZE);
  return { redemptions, page: query.page, page_size: QUEUE_PAGE_SIZE, total: Number(total?.n ?? 0) };
}

export async function queueRedemption(db: DbOrTx, id: number): Promise<QueueRedemption | undefined> {
  const [row] = await queueRows(db, eq(storeRedemptions.id, id), 1);
  return row;
}

export async function findRedemption(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storeRedemptions).where(eq(storeRedemptions.id, id));
  return row;
}

/** SELECT … FOR UPDATE on the redemption (a refund takes it after the item's lock): its status as it stands. */
export async function lockRedemption(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: storeRedemptions.status })
    .from(storeRedemptions)
    .where(eq(storeRedemptions.id, id))
    .for('update');
  return row;
}

/** The row a staff member may act on: `id`, in one of `statuses`, and not their own purchase. */
const actionable = (id: number, statuses: readonly RedemptionStatus[], actorId: number) =>
  and(
    eq(storeRedemptions.id, id),
    inArray(storeRedemptions.status, [...statuses]),
    ne(storeRedemptions.userId, actorId),
  );

/**
 * pending → processed, once, never by the buyer: the status and owner in the WHERE decide between
 * concurrent moderators. The row (its buyer, item and cost) when this call made the change.
 */
export async function markProcessed(db: DbOrTx, id: number, actorId: number) {
  const [row] = await db
    .update(storeRedemptions)
    .set({ status: 'processed', processedBy: actorId, processedAt: sql`now()` })
    .where(actionable(id, processableStatuses, actorId))
    .returning({
      id: storeRedemptions.id,
      userId: storeRedemptions.userId,
      itemId: storeRedemptions.itemId,
      cost: storeRedemptions.cost,
    });
  return row;
}

/**
 * pending or processed → refunded, once, never by the buyer, recording who and why; the row (with its
 * cost) when this call made the change.
 */
export async function markRefunded(tx: Tx, id: number, actorId: number, reason: string | null) {
  const [row] = await tx
    .update(storeRedemptions)
    .set({ status: 'refunded', refundedAt: sql`now()`, refundedBy: actorId, refundReason: reason })
    .where(actionable(id, refundableStatuses, actorId))
    .returning();
  return row;
}

/** The member's pending purchases (not cash: those are the payout queue's), oldest first. */
export async function pendingOf(tx: Tx, userId: number) {
  return tx
    .select({ id: storeRedemptions.id, itemId: storeRedemptions.itemId })
    .from(storeRedemptions)
    .where(
      and(
        eq(storeRedemptions.userId, userId),
        eq(storeRedemptions.status, 'pending'),
        isNull(storeRedemptions.cashCents),
      ),
    )
    .orderBy(storeRedemptions.id);
}

/** pending → refunded by the site (no staff member), once: the row when this call made the change. */
export async function markRefundedBySite(tx: Tx, id: number, reason: string) {
  const [row] = await tx
    .update(storeRedemptions)
    .set({ status: 'refunded', refundedAt: sql`now()`, refundedBy: null, refundReason: reason })
    .where(and(eq(storeRedemptions.id, id), eq(storeRedemptions.status, 'pending')))
    .returning();
  return row;
}
