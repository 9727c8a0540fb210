import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The store's refusals, its redemption queue's included (decision 038). SPEC §8 words are exact. */
export const storeErrors = {
  itemNotFound: { code: 'store.item_not_found', status: 404, message: 'Item not found' },
  outOfStock: { code: 'store.out_of_stock', status: 409, message: 'Out of Stock' },
  limitReached: { code: 'store.limit_reached', status: 409, message: 'Limit Reached' },
  insufficientPoints: { code: 'store.insufficient_points', status: 409, message: 'Insufficient Points' },
  itemBought: {
    code: 'store.item_bought',
    status: 409,
    message: 'This item has been bought and cannot be deleted. Deactivate it instead.',
  },
  redemptionNotFound: { code: 'store.redemption_not_found', status: 404, message: 'Redemption not found.' },
  alreadyProcessed: {
    code: 'store.already_processed',
    status: 409,
    message: 'This redemption has already been processed.',
  },
  alreadyRefunded: {
    code: 'store.already_refunded',
    status: 409,
    message: 'This redemption has already been refunded.',
  },
  /** Staff never process or refund their own redemption (separation of duties). */
  ownRedemption: {
    code: 'store.own_redemption',
    status: 403,
    message: 'This is your own purchase: another moderator or admin must process or refund it.',
  },
} as const satisfies ErrorCatalogue;

export const storeErrorCodes = /* @__PURE__ */ errorCodes(storeErrors);
