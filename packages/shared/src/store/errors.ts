/** Stable codes of the store's failures, its redemption queue's included (the envelope's `code`). */
export const storeErrorCodes = {
  itemNotFound: 'store.item_not_found',
  outOfStock: 'store.out_of_stock',
  limitReached: 'store.limit_reached',
  insufficientPoints: 'store.insufficient_points',
  itemBought: 'store.item_bought',
  redemptionNotFound: 'store.redemption_not_found',
  alreadyProcessed: 'store.already_processed',
  alreadyRefunded: 'store.already_refunded',
  /** Staff never process or refund their own redemption (separation of duties). */
  ownRedemption: 'store.own_redemption',
} as const;
export type StoreErrorCode = (typeof storeErrorCodes)[keyof typeof storeErrorCodes];
