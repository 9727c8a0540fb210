import type { Role } from '@podium/shared/common/user';
import { storeMessages } from '@podium/shared/store/messages';
import { isOwnRedemption } from '@podium/shared/store/redemptions';
import type { QueueRedemption, RefundRedemptionInput } from '@podium/shared/store/schemas';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import {
  findRedemption,
  lockRedemption,
  markProcessed,
  markRefunded,
  markRefundedBySite,
  pendingOf,
  queueRedemption,
} from './redemption-queue.repository.ts';
import { storeErrors } from './store.errors.ts';
import { lockItem, payoutStatusOf, returnOneToStock } from './store.repository.ts';

/** Why a transition matched nothing: the row is gone, is the actor's own, or is in a later state. */
async function transitionError(db: DbOrTx, id: number, actorId: number): Promise<AppError> {
  const row = await findRedemption(db, id);
  if (!row) return storeErrors.redemptionNotFound();
  if (isOwnRedemption(row.userId, actorId)) return storeErrors.ownRedemption();
  if (row.status === 'refunded') return storeErrors.alreadyRefunded();
  if (row.status === 'payout') return storeErrors.cashInPayoutQueue();
  return storeErrors.alreadyProcessed();
}

async function reloaded(db: DbOrTx, id: number): Promise<QueueRedemption> {
  const row = await queueRedemption(db, id);
  if (!row) throw storeErrors.redemptionNotFound();
  return row;
}

/**
 * pending → processed by a moderator or admin other than the buyer, recording who and when, and on
 * record for the buyer (decision 039).
 */
export async function processRedemption(db: Db, audit: AuditContext, id: number): Promise<QueueRedemption> {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const row = await markProcessed(tx, id, actorId);
    if (!row) throw await transitionError(tx, id, actorId);
    await recordAudit(tx, audit, {
      action: 'redemptions.process',
      target: { type: 'store_redemption', id },
      member: row.userId,
      before: { status: 'pending' },
      after: { status: 'processed', item_id: row.itemId, cost: row.cost },
    });
  });
  return reloaded(db, id);
}

/**
 * pending or processed → refunded, once, in one transaction: the status change, the points back
 * through the ledger (reference `store_refund:<id>`, the staff member as actor) and one unit back to a
 * counted stock. Locks the item first, like a purchase (item, then member), then the redemption, so its
 * status is settled before the rules below read it. A refunded purchase no longer counts towards the
 * member's limit. Never by the buyer; their own comes first.
 * - pending: any moderator or admin (`redemptions.refund`, a reason if given);
 * - processed: the reward was delivered, so undoing it is an Admin's call with a reason the member reads
 *   in their points history (`store.refund`, decision 043); a moderator is refused 403;
 * - a cash purchase (`payout`) is undone by rejecting its payout in the payout queue; once paid, the
 *   money has left and nothing in the store undoes it.
 * On record for the buyer: the status, their balance and the item's stock, before → after.
 */
export async function refundRedemption(
  db: Db,
  audit: AuditContext,
  role: Role,
  id: number,
  input: RefundRedemptionInput = {},
): Promise<QueueRedemption> {
  const actorId = staffActor(audit);
  const reason = input.reason ?? null;
  return db.transaction(async (tx) => {
    const found = await findRedemption(tx, id);
    if (!found) throw storeErrors.redemptionNotFound();
    const item = await lockItem(tx, found.itemId);
    const current = (await lockRedemption(tx, id))?.status ?? found.status;
    if (isOwnRedemption(found.userId, actorId)) throw storeErrors.ownRedemption();
    if (current === 'payout') {
      throw (await payoutStatusOf(tx, id)) === 'paid'
        ? storeErrors.cashPaidOut()
        : storeErrors.cashInPayoutQueue();
    }
    const afterProcessing = current === 'processed';
    if (afterProcessing && role !== 'Admin') throw storeErrors.refundAdminOnly();
    if (afterProcessing && !reason) throw storeErrors.refundReasonRequired();
    const row = await markRefunded(tx, id, actorId, reason);
    if (!row) throw await transitionError(tx, id, actorId);
    const name = item?.name ?? 'store purchase';
    const credit = await applyLedgerEntry(tx, {
      userId: row.userId,
      amount: row.cost,
      kind: 'store_refund',
      reason: afterProcessing ? `Refunded ${name}: ${reason}` : `Refunded ${name}`,
      reference: `store_refund:${row.id}`,
      actorId,
    });
    await returnOneToStock(tx, row.itemId);
    const stock = item?.quantity ?? null;
    await recordAudit(tx, audit, {
      action: afterProcessing ? 'store.refund' : 'redemptions.refund',
      target: { type: 'store_redemption', id },
      member: row.userId,
      ...refundChanges(current, row, credit, stock),
      reason,
    });
    return reloaded(tx, id);
  });
}

/** A refund as its audit entry shows it: the status, the member's points and the item's stock, before and after. */
function refundChanges(
  status: string,
  row: { itemId: number; cost: number },
  credit: { applied: boolean; points: number; transactionId: number | null },
  stock: number | null,
) {
  return {
    before: { status, points: credit.applied ? credit.points - row.cost : credit.points, stock },
    after: {
      status: 'refunded',
      points: credit.points,
      stock: stock === null ? null : stock + 1,
      item_id: row.itemId,
      cost: row.cost,
      points_transaction_id: credit.transactionId,
    },
  };
}

/**
 * Inside the account deletion's transaction (decision 050): every pending purchase of the member is
 * refunded as a moderator's refund would be — the points back through the ledger (`store_refund:<id>`,
 * no staff actor), one unit back to a counted stock — and each is on record for the member, with the
 * member as actor. Items are locked before the member's row, as a purchase does.
 */
export async function refundPendingOfDeletedMember(tx: Tx, audit: AuditContext, userId: number) {
  const reason = storeMessages.refundedOnDeletion;
  for (const pending of await pendingOf(tx, userId)) {
    const item = await lockItem(tx, pending.itemId);
    const row = await markRefundedBySite(tx, pending.id, reason);
    if (!row) continue;
    const credit = await applyLedgerEntry(tx, {
      userId,
      amount: row.cost,
      kind: 'store_refund',
      reason: `Refunded ${item?.name ?? 'store purchase'}: ${reason.toLowerCase()}`,
      reference: `store_refund:${row.id}`,
      actorId: null,
    });
    await returnOneToStock(tx, row.itemId);
    const stock = item?.quantity ?? null;
    await recordAudit(tx, audit, {
      action: 'redemptions.refund',
      target: { type: 'store_redemption', id: row.id },
      member: userId,
      ...refundChanges('pending', row, credit, stock),
      reason,
    });
  }
}
