import { storeErrors } from './errors.ts';

/** The store's messages (SPEC §8), apart from its schemas: pages read them without zod. */
export const storeMessages = {
  purchased: 'Item purchased successfully!',
  loadFailed: 'Failed to load store items',
  historyFailed: 'Failed to load purchase history',
  purchaseFailed: 'Failed to purchase item',
  itemCreated: 'Item created',
  itemSaved: 'Item saved',
  itemActivated: 'Item activated',
  itemDeactivated: 'Item deactivated',
  itemDeleted: 'Item deleted',
  redemptionProcessed: 'Redemption marked as processed.',
  redemptionRefunded: 'Redemption refunded: points and stock returned.',
  ownRedemption: storeErrors.ownRedemption.message,
  /** The reason on a pending purchase refunded because its buyer deleted their account (decision 050). */
  refundedOnDeletion: 'The member deleted their account',
} as const;
