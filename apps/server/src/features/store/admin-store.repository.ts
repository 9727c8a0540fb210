import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { itemDeleteConstraints, storeErrors } from './store.errors.ts';
import { heldRedemption, lockItem, type StoreItemRow } from './store.repository.ts';
import { storeItems, storeRedemptions } from './store.table.ts';

const toAdminItem = (row: StoreItemRow, sold: number): AdminStoreItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  cost: row.cost,
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

async function adminItem(db: DbOrTx, id: number): Promise<AdminStoreItem> {
  const [item] = await adminItems(db, eq(storeItems.id, id));
  if (!item) throw storeErrors.itemNotFound();
  return item;
}

export async function createItem(db: DbOrTx, input: StoreItemInput): Promise<AdminStoreItem> {
  const [row] = await db.insert(storeItems).values(toColumns(input)).returning();
  return toAdminItem(row!, 0);
}

/** Replaces the item's fields; the stock given is the new stock (an admin restock or correction). */
export async function updateItem(db: DbOrTx, id: number, input: StoreItemInput): Promise<AdminStoreItem> {
  const [row] = await db
    .update(storeItems)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(storeItems.id, id))
    .returning({ id: storeItems.id });
  if (!row) throw storeErrors.itemNotFound();
  return adminItem(db, id);
}

export async function setItemActive(db: DbOrTx, id: number, isActive: boolean): Promise<AdminStoreItem> {
  const [row] = await db
    .update(storeItems)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(storeItems.id, id))
    .returning({ id: storeItems.id });
  if (!row) throw storeErrors.itemNotFound();
  return adminItem(db, id);
}

/**
 * Deletes an item nobody ever bought. Any redemption, refunded or not, keeps it (the queue and the
 * members' ledger refer to it): 409, deactivate instead. The item lock makes a purchase either land
 * before (→ 409) or find the item gone (→ 404); the restricting foreign key is the backstop.
 */
export async function deleteItem(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await lockItem(tx, id))) throw storeErrors.itemNotFound();
      const [bought] = await tx
        .select({ id: storeRedemptions.id })
        .from(storeRedemptions)
        .where(eq(storeRedemptions.itemId, id))
        .limit(1);
      if (bought) throw storeErrors.itemBought();
      await tx.delete(storeItems).where(eq(storeItems.id, id));
    });
  } catch (error) {
    throw constraintError(error, itemDeleteConstraints);
  }
}
