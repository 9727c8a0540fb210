import { storeErrorCodes as codes } from '@podium/shared/store/errors';
import { storeMessages } from '@podium/shared/store/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { defineError } from '../../lib/errors.ts';

/** The store's refusals, its redemption queue's included. */
export const storeErrors = {
  itemNotFound: defineError(codes.itemNotFound, 404, storeMessages.notFound),
  outOfStock: defineError(codes.outOfStock, 409, storeMessages.outOfStock),
  limitReached: defineError(codes.limitReached, 409, storeMessages.limitReached),
  insufficientPoints: defineError(codes.insufficientPoints, 409, storeMessages.insufficient),
  itemBought: defineError(
    codes.itemBought,
    409,
    'This item has been bought and cannot be deleted. Deactivate it instead.',
  ),
  redemptionNotFound: defineError(codes.redemptionNotFound, 404, 'Redemption not found.'),
  alreadyProcessed: defineError(codes.alreadyProcessed, 409, 'This redemption has already been processed.'),
  alreadyRefunded: defineError(codes.alreadyRefunded, 409, 'This redemption has already been refunded.'),
  ownRedemption: defineError(codes.ownRedemption, 403, storeMessages.ownRedemption),
};

/** A purchase's backstops: the CHECKs on stock and balance, and the item's foreign key. */
export const purchaseConstraints: ConstraintErrors = {
  store_items_quantity_non_negative: storeErrors.outOfStock,
  users_points_non_negative: storeErrors.insufficientPoints,
  points_transactions_balance_non_negative: storeErrors.insufficientPoints,
  store_redemptions_item_id_store_items_id_fk: storeErrors.itemNotFound,
};

/** Deleting an item: the restricting foreign key from its redemptions is the backstop. */
export const itemDeleteConstraints: ConstraintErrors = {
  store_redemptions_item_id_store_items_id_fk: storeErrors.itemBought,
};
