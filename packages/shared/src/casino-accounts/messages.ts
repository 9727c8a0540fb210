/** The casino accounts' words (decision 042), apart from their schemas: pages read them without zod. */
export const casinoAccountMessages = {
  verified: 'Casino account verified: it earns from now on.',
  refused: 'Casino account refused: the member sees your reason in Settings.',
  moved: 'Casino account moved.',
  movedVerified: 'Casino account moved and verified.',
} as const;

/** The admin queue's status filter words. */
export const casinoAccountStatusLabels = {
  pending: 'Waiting',
  verified: 'Verified',
  refused: 'Refused',
} as const;
