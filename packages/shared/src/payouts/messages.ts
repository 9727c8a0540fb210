/** The payout queue's messages, apart from its schemas: pages read them without zod. */
export const payoutMessages = {
  loadFailed: 'Failed to load payouts',
  markedPaid: 'Payout marked as paid.',
  rejected: 'Payout rejected.',
} as const;
