import type { PayoutCasino } from '@podium/shared/store/schemas';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { verifiedTargetsOn } from '../casino-accounts/casino-accounts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { findRedemption, lockRedemption } from './redemption-queue.repository.ts';
import { casinoPlatforms, lockItem, markCashRefunded, returnOneToStock } from './store.repository.ts';

/** A casino a cash item can be paid to, with the member's verified account there. */
export type StoreCashTarget = PayoutCasino & { casino_account_id: number };

/**
 * Where a member's cash items can be paid (decision 043): every casino on which they hold a verified
 * casino account (decision 042's one rule, `verifiedTargetsOn`), with that account. The one place the
 * store looks a payout target up.
 */
export async function cashTargetsOf(db: DbOrTx, userId: number): Promise<StoreCashTarget[]> {
  const targets = await verifiedTargetsOn(db, userId, await casinoPlatforms(db));
  return targets.map((t) => ({
    platform_id: t.platform.id,
    name: t.platform.name,
    casino_username: t.casinoUsername,
    casino_account_id: t.casinoAccountId,
  }));
}

/** The same casinos as the store page lists them (without the account's id). */
export async function payoutCasinosOf(db: DbOrTx, userId: number): Promise<PayoutCasino[]> {
  return (await cashTargetsOf(db, userId)).map(({ platform_id, name, casino_username }) => ({
    platform_id,
    name,
    casino_username,
  }));
}

/**
 * Called by the payout queue inside the transaction that rejects a store payout (source `store`, source
 * id = the redemption): the purchase is undone once — redemption payout → refunded (its status in the
 * WHERE), the points back through the ledger (reference `store_refund:<id>`, unique per member) with
 * the rejection's reason, which the member reads in their points history, and one unit back to a
 * counted stock. Locks the item, then the redemption, then the member (the ledger), as a refund does.
 * On record as `store.refund`, beside the payout's own `payouts.rejected`.
 */
export async function refundRejectedStorePayout(
  tx: Tx,
  audit: AuditContext,
  a: { redemptionId: number; reason: string },
): Promise<void> {
  const found = await findRedemption(tx, a.redemptionId);
  if (!found) return;
  const item = await lockItem(tx, found.itemId);
  await lockRedemption(tx, a.redemptionId);
  const row = await markCashRefunded(tx, a.redemptionId, audit.actorId, a.reason);
  if (!row) return; // already refunded: nothing twice
  const credit = await applyLedgerEntry(tx, {
    userId: row.userId,
    amount: row.cost,
    kind: 'store_refund',
    reason: `Refunded ${item?.name ?? 'store purchase'}: payout rejected (${a.reason})`,
    reference: `store_refund:${row.id}`,
    actorId: audit.actorId,
  });
  await returnOneToStock(tx, row.itemId);
  const stock = item?.quantity ?? null;
  await recordAudit(tx, audit, {
    action: 'store.refund',
    target: { type: 'store_redemption', id: row.id },
    member: row.userId,
    before: { status: 'payout', points: credit.points - (credit.applied ? row.cost : 0), stock },
    after: {
      status: 'refunded',
      points: credit.points,
      stock: stock === null ? null : stock + 1,
      item_id: row.itemId,
      cost: row.cost,
      points_transaction_id: credit.transactionId,
    },
    reason: a.reason,
  });
}
