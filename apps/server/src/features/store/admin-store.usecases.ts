import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import {
  adminItem,
  deleteItemRow,
  everBought,
  insertItem,
  setItemActiveRow,
  toAdminItem,
  updateItemRow,
} from './admin-store.repository.ts';
import { itemDeleteConstraints, storeErrors } from './store.errors.ts';
import { lockItem } from './store.repository.ts';

/** What an audit entry says of an item: its fields (a price, a stock, a limit), not its counts. */
const recorded = ({ id: _id, created_at: _at, sold: _sold, ...fields }: AdminStoreItem) => fields;

async function reloaded(tx: Tx, id: number): Promise<AdminStoreItem> {
  const item = await adminItem(tx, id);
  if (!item) throw storeErrors.itemNotFound();
  return item;
}

/** A new item, on record (decision 039). */
export async function createItem(
  db: Db,
  audit: AuditContext,
  input: StoreItemInput,
): Promise<AdminStoreItem> {
  return db.transaction(async (tx) => {
    const item = await insertItem(tx, input);
    await recordAudit(tx, audit, {
      action: 'store.create',
      target: { type: 'store_item', id: item.id },
      after: recorded(item),
    });
    return item;
  });
}

/**
 * Replaces the item's fields; the stock given is the new stock (an admin restock or correction). The
 * item is locked as a purchase locks it, so the stock on record is the one replaced. What changed is on record.
 */
export async function updateItem(
  db: Db,
  audit: AuditContext,
  id: number,
  input: StoreItemInput,
): Promise<AdminStoreItem> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (!before || !(await updateItemRow(tx, id, input))) throw storeErrors.itemNotFound();
    const item = await reloaded(tx, id);
    await recordAudit(tx, audit, {
      action: 'store.update',
      target: { type: 'store_item', id },
      ...changes(recorded(toAdminItem(before, 0)), recorded(item)),
    });
    return item;
  });
}

/** Shows (activate) or hides (deactivate) the item in the store, on record. */
export async function setItemActive(
  db: Db,
  audit: AuditContext,
  id: number,
  isActive: boolean,
): Promise<AdminStoreItem> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (!before || !(await setItemActiveRow(tx, id, isActive))) throw storeErrors.itemNotFound();
    const item = await reloaded(tx, id);
    await recordAudit(tx, audit, {
      action: isActive ? 'store.activate' : 'store.deactivate',
      target: { type: 'store_item', id },
      before: { is_active: before.isActive },
      after: { is_active: isActive },
    });
    return item;
  });
}

/**
 * Deletes an item nobody ever bought. Any redemption, refunded or not, keeps it (the queue and the
 * members' ledger refer to it): 409, deactivate instead. The item lock makes a purchase either land
 * before (→ 409) or find the item gone (→ 404); the restricting foreign key is the backstop. The item
 * as it was is on record.
 */
export async function deleteItem(db: Db, audit: AuditContext, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      if (!item) throw storeErrors.itemNotFound();
      if (await everBought(tx, id)) throw storeErrors.itemBought();
      await deleteItemRow(tx, id);
      await recordAudit(tx, audit, {
        action: 'store.delete',
        target: { type: 'store_item', id },
        before: recorded(toAdminItem(item, 0)),
      });
    });
  } catch (error) {
    throw constraintError(error, itemDeleteConstraints);
  }
}
