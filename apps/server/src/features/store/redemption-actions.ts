import type { QueueRedemption } from '@podium/shared/store';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type AppError, conflict, notFound } from '../../lib/errors.ts';
import { applyLedgerEntry } from '../points/ledger.ts';
import { findRedemption, markProcessed, markRefunded, queueRedemption } from './redemptions.repository.ts';
import { lockItem, returnOneToStock } from './store.repository.ts';

export const queueMessages = {
  processed: 'Redemption marked as processed.',
  refunded: 'Redemption refunded: points and stock returned.',
  notFound: 'Redemption not found.',
  alreadyProcessed: 'This redemption has already been processed.',
  alreadyRefunded: 'This redemption has already been refunded.',
} as const;

const redemptionNotFound = () => notFound(queueMessages.notFound);

/** Why a transition matched nothing: the row is gone, or already in a later state. */
async function transitionError(db: DbOrTx, id: number): Promise<AppError> {
  const row = await findRedemption(db, id);
  if (!row) return redemptionNotFound();
  if (row.status === 'refunded') return conflict('store.already_refunded', queueMessages.alreadyRefunded);
  return conflict('store.already_processed', queueMessages.alreadyProcessed);
}

async function reloaded(db: DbOrTx, id: number): Promise<QueueRedemption> {
  const row = await queueRedemption(db, id);
  if (!row) throw redemptionNotFound();
  return row;
}

/** pending → processed by a moderator or admin, recording who and when. */
export async function processRedemption(db: Db, id: number, actorId: number): Promise<QueueRedemption> {
  if (!(await markProcessed(db, id, actorId))) throw await transitionError(db, id);
  return reloaded(db, id);
}

/**
 * pending or processed → refunded, once, in one transaction: the status change, the points back
 * through the ledger (reference `store_refund:<id>`, the moderator as actor) and one unit back to a
 * counted stock. Locks the item first, like a purchase (item, then member), so the two never deadlock.
 * A refunded purchase no longer counts towards the member's limit.
 */
export async function refundRedemption(db: Db, id: number, actorId: number): Promise<QueueRedemption> {
  return db.transaction(async (tx) => {
    const found = await findRedemption(tx, id);
    if (!found) throw redemptionNotFound();
    const item = await lockItem(tx, found.itemId);
    const row = await markRefunded(tx, id);
    if (!row) throw await transitionError(tx, id);
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
