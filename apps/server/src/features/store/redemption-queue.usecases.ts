import { isOwnRedemption } from '@podium/shared/store/redemptions';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import {
  findRedemption,
  markProcessed,
  markRefunded,
  queueRedemption,
} from './redemption-queue.repository.ts';
import { storeErrors } from './store.errors.ts';
import { lockItem, returnOneToStock } from './store.repository.ts';

/** Why a transition matched nothing: the row is gone, is the actor's own, or is in a later state. */
async function transitionError(db: DbOrTx, id: number, actorId: number): Promise<AppError> {
  const row = await findRedemption(db, id);
  if (!row) return storeErrors.redemptionNotFound();
  if (isOwnRedemption(row.userId, actorId)) return storeErrors.ownRedemption();
  if (row.status === 'refunded') return storeErrors.alreadyRefunded();
  return storeErrors.alreadyProcessed();
}

async function reloaded(db: DbOrTx, id: number): Promise<QueueRedemption> {
  const row = await queueRedemption(db, id);
  if (!row) throw storeErrors.redemptionNotFound();
  return row;
}

/** pending → processed by a moderator or admin other than the buyer, recording who and when. */
export async function processRedemption(db: Db, id: number, actorId: number): Promise<QueueRedemption> {
  if (!(await markProcessed(db, id, actorId))) throw await transitionError(db, id, actorId);
  return reloaded(db, id);
}

/**
 * pending or processed → refunded, once, in one transaction: the status change, the points back
 * through the ledger (reference `store_refund:<id>`, the moderator as actor) and one unit back to a
 * counted stock. Locks the item first, like a purchase (item, then member), so the two never deadlock.
 * A refunded purchase no longer counts towards the member's limit. Never by the buyer (`markRefunded`).
 */
export async function refundRedemption(db: Db, id: number, actorId: number): Promise<QueueRedemption> {
  return db.transaction(async (tx) => {
    const found = await findRedemption(tx, id);
    if (!found) throw storeErrors.redemptionNotFound();
    const item = await lockItem(tx, found.itemId);
    const row = await markRefunded(tx, id, actorId);
    if (!row) throw await transitionError(tx, id, actorId);
    await applyLedgerEntry(tx, {
      userId: row.userId,
      amount: row.cost,
      kind: 'store_refund',
      reason: `Refunded ${item?.name ?? 'store purchase'}`,
      reference: `store_refund:${row.id}`,
      actorId,
    });
    await returnOneToStock(tx, row.itemId);
    return reloaded(tx, id);
  });
}
