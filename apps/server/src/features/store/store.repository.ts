import { centsToAmount } from '@podium/shared/common/money';
import type { Redemption, StoreItem } from '@podium/shared/store/schemas';
import { and, asc, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { storeItems, storeRedemptions } from './store.table.ts';

export type StoreItemRow = typeof storeItems.$inferSelect;

/** A redemption that still holds its purchase: counts towards the per-user limit and `user_purchases`. */
export const heldRedemption = ne(storeRedemptions.status, 'refunded');

const HISTORY_LIMIT = 200;

export const toStoreItem = (row: StoreItemRow, userPurchases: number): StoreItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  cost: row.cost,
  kind: row.kind,
  cash_amount: row.cashCents === null ? null : centsToAmount(row.cashCents),
  quantity: row.quantity,
  max_purchases_per_user: row.maxPurchasesPerUser,
  user_purchases: userPurchases,
  created_at: row.createdAt.toISOString(),
});

/** Active items with the viewer's held purchases of each: one query (a grouped count joined in). */
export async function activeItemsFor(db: DbOrTx, userId: number): Promise<StoreItem[]> {
  const mine = db
    .select({ itemId: storeRedemptions.itemId, n: count().as('n') })
    .from(storeRedemptions)
    .where(and(eq(storeRedemptions.userId, userId), heldRedemption))
    .groupBy(storeRedemptions.itemId)
    .as('mine');
  const rows = await db
    .select({ item: storeItems, n: mine.n })
    .from(storeItems)
    .leftJoin(mine, eq(mine.itemId, storeItems.id))
    .where(eq(storeItems.isActive, true))
    .orderBy(asc(storeItems.cost), asc(storeItems.id));
  return rows.map((r) => toStoreItem(r.item, Number(r.n ?? 0)));
}

/** The payout of a cash purchase: source `store`, source id = the redemption. */
const payoutOfRedemption = and(eq(payouts.source, 'store'), eq(payouts.sourceId, storeRedemptions.id));

/**
 * The member's purchase history, newest first (the latest 200). Refunded purchases are left out: the
 * points came back and the purchase no longer counts; the member's points history still shows both. A
 * cash purchase whose payout was rejected stays, saying so (decision 043): the member needs to know
 * why no money came and that the points did.
 */
export async function redemptionHistory(db: DbOrTx, userId: number): Promise<Redemption[]> {
  const rows = await db
    .select({ r: storeRedemptions, item: storeItems, payout: payouts, casino: leaderboardPlatforms.name })
    .from(storeRedemptions)
    .innerJoin(storeItems, eq(storeItems.id, storeRedemptions.itemId))
    .leftJoin(payouts, payoutOfRedemption)
    .leftJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, payouts.platformId))
    .where(and(eq(storeRedemptions.userId, userId), or(heldRedemption, eq(payouts.status, 'rejected'))))
    .orderBy(desc(storeRedemptions.createdAt), desc(storeRedemptions.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ r, item, payout, casino }) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    is_processed: r.status === 'processed' || payout?.status === 'paid',
    payout: payout
      ? {
          status: payout.status,
          amount: centsToAmount(payout.amountCents),
          casino: casino ?? null,
          casino_username: payout.casinoUsername,
          reason: payout.reason,
        }
      : null,
    item: { name: item.name, description: item.description, image: item.image, cost: r.cost },
  }));
}

/** The platforms a cash item can be paid on: those that match members by a casino username slot. */
export function casinoPlatforms(db: DbOrTx) {
  return db
    .select({
      id: leaderboardPlatforms.id,
      name: leaderboardPlatforms.name,
      casinoSlot: leaderboardPlatforms.casinoSlot,
    })
    .from(leaderboardPlatforms)
    .where(isNotNull(leaderboardPlatforms.casinoSlot))
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
}

/** The status of a cash purchase's payout (undefined for an item's purchase). */
export async function payoutStatusOf(db: DbOrTx, redemptionId: number) {
  const [row] = await db
    .select({ status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.source, 'store'), eq(payouts.sourceId, redemptionId)));
  return row?.status;
}

/* ---------- inside the purchase / refund transaction ---------- */

/** SELECT … FOR UPDATE on the item: purchases and refunds of one item take turns from here on. */
export async function lockItem(tx: Tx, itemId: number): Promise<StoreItemRow | undefined> {
  const [row] = await tx.select().from(storeItems).where(eq(storeItems.id, itemId)).for('update');
  return row;
}

export async function heldPurchases(tx: Tx, userId: number, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(storeRedemptions)
    .where(and(eq(storeRedemptions.userId, userId), eq(storeRedemptions.itemId, itemId), heldRedemption))
    .limit(1);
  return Number(row?.n ?? 0);
}

export async function insertRedemption(
  tx: Tx,
  values: { itemId: number; userId: number; cost: number; cashCents?: number | null; status?: 'payout' },
) {
  const [row] = await tx.insert(storeRedemptions).values(values).returning({ id: storeRedemptions.id });
  return row!.id;
}

/** quantity − 1 only while some is left; undefined when none was (the CHECK is the backstop). */
export async function takeOneFromStock(tx: Tx, itemId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(storeItems)
    .set({ quantity: sql`${storeItems.quantity} - 1` })
    .where(and(eq(storeItems.id, itemId), sql`${storeItems.quantity} > 0`))
    .returning({ quantity: storeItems.quantity });
  return row?.quantity ?? undefined;
}

/** quantity + 1 for a counted item (unlimited stays null). */
export async function returnOneToStock(tx: Tx, itemId: number): Promise<void> {
  await tx
    .update(storeItems)
    .set({ quantity: sql`${storeItems.quantity} + 1` })
    .where(and(eq(storeItems.id, itemId), isNotNull(storeItems.quantity)));
}

/**
 * A cash purchase whose payout was rejected: payout → refunded, once (the status in the WHERE); the row
 * when this call made the change.
 */
export async function markCashRefunded(tx: Tx, id: number, actorId: number | null, reason: string) {
  const [row] = await tx
    .update(storeRedemptions)
    .set({ status: 'refunded', refundedAt: sql`now()`, refundedBy: actorId, refundReason: reason })
    .where(and(eq(storeRedemptions.id, id), eq(storeRedemptions.status, 'payout')))
    .returning();
  return row;
}
