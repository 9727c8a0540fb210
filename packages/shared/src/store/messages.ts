/** The store's messages (SPEC §8), apart from its schemas: pages read them without zod. */
export const storeMessages = {
  purchased: 'Item purchased successfully!',
  outOfStock: 'Out of Stock',
  limitReached: 'Limit Reached',
  insufficient: 'Insufficient Points',
  notFound: 'Item not found',
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
  ownRedemption: 'This is your own purchase: another moderator or admin must process or refund it.',
} as const;
