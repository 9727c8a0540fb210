import { type RedeemResult, storeMessages } from '@podium/shared/store';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/client.ts';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { applyLedgerEntry, insufficientPoints } from '../points/ledger.ts';
import {
  heldPurchases,
  insertRedemption,
  lockItem,
  lockMember,
  takeOneFromStock,
} from './store.repository.ts';

export const outOfStock = () => conflict('store.out_of_stock', storeMessages.outOfStock);
export const limitReached = () => conflict('store.limit_reached', storeMessages.limitReached);
export const itemNotFound = () => notFound(storeMessages.notFound);

/** The constraint a (possibly wrapped) database error names, if any. */
function constraintOf(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SPEC §4/§5: one purchase in one transaction. The item row is locked first, so purchases of one item
 * take turns and every check below reads what the previous buyer committed; the member row second
 * (the ledger locks it too), so a member's purchases of different items take turns on the balance.
 * Refusals in the SPEC's label order: 404 missing/inactive, 'Out of Stock', 'Limit Reached',
 * 'Insufficient Points'. The conditional decrement and the CHECKs on stock and balance are backstops.
 */
export async function purchaseItem(db: Db, userId: number, itemId: number): Promise<RedeemResult> {
  try {
    return await db.transaction(async (tx) => {
      const item = await lockItem(tx, itemId);
      if (!item?.isActive) throw itemNotFound();
      if (item.quantity !== null && item.quantity <= 0) throw outOfStock();
      if (
        item.maxPurchasesPerUser !== null &&
        (await heldPurchases(tx, userId, item.id)) >= item.maxPurchasesPerUser
      ) {
        throw limitReached();
      }
      if (!(await lockMember(tx, userId))) throw unauthorized();
      const redemptionId = await insertRedemption(tx, { itemId: item.id, userId, cost: item.cost });
      const debit = await applyLedgerEntry(tx, {
        userId,
        amount: -item.cost,
        kind: 'store_purchase',
        reason: `Purchased ${item.name}`,
        reference: `store_redemption:${redemptionId}`,
      });
      let quantity: number | null = null;
      if (item.quantity !== null) {
        const left = await takeOneFromStock(tx, item.id);
        if (left === undefined) throw outOfStock();
        quantity = left;
      }
      return { user_points: debit.points, item_quantity: quantity };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (pgErrorCode(error) === '23514') {
      throw constraintOf(error)?.startsWith('store_items') ? outOfStock() : insufficientPoints();
    }
    if (pgErrorCode(error) === '23503') throw itemNotFound();
    throw error;
  }
}
