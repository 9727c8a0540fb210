/** The VIP rewards' messages (SPEC §2, §8), apart from their schemas: pages read them without zod. */
export const vipMessages = {
  signInTitle: 'Authentication Required',
  signInText: 'You need to be logged in to view VIP rewards. Please sign in to continue.',
  loadFailed: 'Failed to load VIP rewards data',
  connectFailed: 'Failed to connect to server',
  claimFailed: 'Failed to claim reward',
  claimed: 'Reward claimed successfully!',
  claimedCash: 'Reward claimed successfully! Your cash payout is pending.',
  noTiers: 'No VIP Tiers Available',
  tierCreated: 'Tier created',
  tierSaved: 'Tier saved',
  tierRetired: 'Tier retired: members no longer see it; its claims stay.',
  tierRestored: 'Tier restored',
  orderSaved: 'Order saved',
  claimReopened: 'Claim reopened: the member can claim this tier again.',
} as const;
