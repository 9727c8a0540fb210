import { storeErrors as catalogue } from '@podium/shared/store/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** The store's refusals, its redemption queue's included (the shared catalogue, decision 038). */
export const storeErrors = serverErrors(catalogue);

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
