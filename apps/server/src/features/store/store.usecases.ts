import { pointsErrorCodes } from '@podium/shared/points/errors';
import type { RedeemInput, RedeemResult } from '@podium/shared/store/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, hasCode, unauthorized } from '../../lib/errors.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { isActiveMember, lockMember } from '../users/users.repository.ts';
import { purchaseConstraints, storeErrors } from './store.errors.ts';
import { heldPurchases, insertRedemption, lockItem, takeOneFromStock } from './store.repository.ts';
import { cashTargetsOf } from './store-payouts.usecases.ts';

/**
 * SPEC §4/§5: one purchase in one transaction. The item row is locked first, so purchases of one item
 * take turns and every check below reads what the previous buyer committed; the member row second
 * (the ledger locks it too), so a member's purchases of different items take turns on the balance.
 * Refusals in the SPEC's label order: 404 missing/inactive, 'Out of Stock', 'Limit Reached',
 * 'Insufficient Points'. The conditional decrement and the CHECKs on stock and balance are backstops.
 * A cash item (decision 043) names the casino it is paid to (`platform_id`, one the member has a
 * casino username on): its redemption goes straight to `payout` and its payout (source `store`) is
 * requested in the same transaction, so points, stock and the money owed change together or not at all.
 */
export async function purchaseItem(
  db: Db,
  userId: number,
  itemId: number,
  input: RedeemInput = {},
): Promise<RedeemResult> {
  try {
    return await db.transaction(async (tx) => {
      const item = await lockItem(tx, itemId);
      if (!item?.isActive) throw storeErrors.itemNotFound();
      const cashCents = item.kind === 'cash' ? item.cashCents : null;
      if (cashCents !== null && input.platform_id === undefined) throw storeErrors.casinoRequired();
      if (item.quantity !== null && item.quantity <= 0) throw storeErrors.outOfStock();
      if (
        item.maxPurchasesPerUser !== null &&
        (await heldPurchases(tx, userId, item.id)) >= item.maxPurchasesPerUser
      ) {
        throw storeErrors.limitReached();
      }
      // The member before the redemption row that refers to it (see lockMember): item, then member.
      // A banned member (decision 041) buys nothing, whatever session still names them.
      const member = await lockMember(tx, userId);
      if (!member || !isActiveMember(member)) throw unauthorized();
      const target =
        cashCents === null
          ? undefined
          : (await cashTargetsOf(tx, userId)).find((c) => c.platform_id === input.platform_id);
      if (cashCents !== null && !target) throw storeErrors.noCasinoUsername();
      const redemptionId = await insertRedemption(tx, {
        itemId: item.id,
        userId,
        cost: item.cost,
        ...(cashCents === null ? {} : { cashCents, status: 'payout' as const }),
      });
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
        if (left === undefined) throw storeErrors.outOfStock();
        quantity = left;
      }
      if (cashCents !== null && target) {
        await requestPayout(tx, {
          userId,
          source: 'store',
          sourceId: redemptionId,
          amountCents: cashCents,
          description: `Store: ${item.name} (${target.name})`,
          platformId: target.platform_id,
          casinoUsername: target.casino_username,
          casinoAccountId: target.casino_account_id,
        });
      }
      return { user_points: debit.points, item_quantity: quantity };
    });
  } catch (error) {
    // The ledger's refusal, in the store's words.
    if (hasCode(error, pointsErrorCodes.insufficient)) throw storeErrors.insufficientPoints();
    if (error instanceof AppError) throw error;
    throw constraintError(error, purchaseConstraints);
  }
}
