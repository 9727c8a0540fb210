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
  /** A cash item's redemption names the casino it is paid to (decision 043). */
  casinoRequired: {
    code: 'store.casino_required',
    status: 400,
    message: 'Choose the casino this is paid to.',
    field: 'platform_id',
  },
  noCasinoUsername: {
    code: 'store.no_casino_username',
    status: 409,
    message:
      'You have no verified casino account for that casino. Link it in Settings; it can be paid once an admin verifies it.',
    field: 'platform_id',
  },
  /** Moderators refund only pending redemptions; undoing a processed one is an Admin's call. */
  refundAdminOnly: {
    code: 'store.refund_admin_only',
    status: 403,
    message: 'This redemption was processed: only an Admin can refund it.',
  },
  refundReasonRequired: {
    code: 'store.refund_reason_required',
    status: 400,
    message: 'Say why this processed redemption is refunded (3 to 300 characters).',
    field: 'reason',
  },
  /** A cash redemption is undone in the payout queue: rejecting its payout returns the points. */
  cashInPayoutQueue: {
    code: 'store.cash_in_payout_queue',
    status: 409,
    message:
      'This is a cash redemption: it is handled in the payout queue, where rejecting its payout refunds the points.',
  },
  cashPaidOut: {
    code: 'store.cash_paid_out',
    status: 409,
    message: 'This cash redemption was paid out: the money has left, so it cannot be refunded.',
  },
} as const satisfies ErrorCatalogue;

export const storeErrorCodes = /* @__PURE__ */ errorCodes(storeErrors);
