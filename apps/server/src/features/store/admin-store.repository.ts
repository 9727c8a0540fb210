import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { heldRedemption, type StoreItemRow } from './store.repository.ts';
import { storeItems, storeRedemptions } from './store.table.ts';

export const toAdminItem = (row: StoreItemRow, sold: number): AdminStoreItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  cost: row.cost,
  kind: row.kind,
  cash_amount: row.cashCents === null ? null : centsToAmount(row.cashCents),
  quantity: row.quantity,
  max_purchases_per_user: row.maxPurchasesPerUser,
  created_at: row.createdAt.toISOString(),
  is_active: row.isActive,
  sold,
});

const toColumns = (input: StoreItemInput) => ({
  name: input.name,
  description: input.description,
  image: input.image,
  cost: input.cost,
  quantity: input.quantity,
  maxPurchasesPerUser: input.max_purchases_per_user,
  isActive: input.is_active,
  kind: input.kind,
  cashCents: input.kind === 'cash' && input.cash_amount !== null ? amountToCents(input.cash_amount) : null,
});

/** Items (inactive too) with their sold counts (not refunded), newest first: one query. */
async function adminItems(db: DbOrTx, where?: SQL): Promise<AdminStoreItem[]> {
  const sold = db
    .select({ itemId: storeRedemptions.itemId, n: count().as('n') })
    .from(storeRedemptions)
    .where(heldRedemption)
    .groupBy(storeRedemptions.itemId)
    .as('sold');
  const rows = await db
    .select({ item: storeItems, n: sold.n })
    .from(storeItems)
    .leftJoin(sold, eq(sold.itemId, storeItems.id))
    .where(where)
    .orderBy(desc(storeItems.createdAt), desc(storeItems.id));
  return rows.map((r) => toAdminItem(r.item, Number(r.n ?? 0)));
}

export const listAdminItems = (db: DbOrTx) => adminItems(db);

/** One item as the admin list shows it; undefined when there is no such item. */
export async function adminItem(db: DbOrTx, id: number): Promise<AdminStoreItem | undefined> {
  const [item] = await adminItems(db, eq(storeItems.id, id));
  return item;
}

export async function insertItem(db: DbOrTx, input: StoreItemInput): Promise<AdminStoreItem> {
  const [row] = await db.insert(storeItems).values(toColumns(input)).returning();
  return toAdminItem(row!, 0);
}

/** Replaces the item's fields; the stock given is the new stock. False when there is no such item. */
export async function updateItemRow(db: DbOrTx, id: number, input: StoreItemInput): Promise<boolean> {
  const rows = await db
    .update(storeItems)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(storeItems.id, id))
    .returning({ id: storeItems.id });
  return rows.length > 0;
}

/** Shows or hides the item in the store; false when there is no such item. */
export async function setItemActiveRow(db: DbOrTx, id: number, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(storeItems)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(storeItems.id, id))
    .returning({ id: storeItems.id });
  return rows.length > 0;
}

/** Whether anyone ever bought the item (refunded purchases too). */
export async function everBought(db: DbOrTx, id: number): Promise<boolean> {
  const [bought] = await db
    .select({ id: storeRedemptions.id })
    .from(storeRedemptions)
    .where(eq(storeRedemptions.itemId, id))
    .limit(1);
  return bought !== undefined;
}

export async function deleteItemRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(storeItems).where(eq(storeItems.id, id));
}
