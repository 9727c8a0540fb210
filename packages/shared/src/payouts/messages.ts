/** The payout queue's messages, apart from its schemas: pages read them without zod. */
export const payoutMessages = {
  loadFailed: 'Failed to load payouts',
  markedPaid: 'Payout marked as paid.',
  rejected: 'Payout rejected.',
  notFound: 'Payout not found.',
  alreadyDecided: 'This payout has already been paid or rejected.',
  ownPayout: 'This is your own payout: another admin must pay or reject it.',
} as const;
