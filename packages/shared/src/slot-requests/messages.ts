/**
 * Slot requests (issue 29, decision 059): limits and words, apart from the schemas so a page reads
 * them without loading zod.
 */
export const MAX_PER_MEMBER = 20;
export const MAX_COST = 1_000_000;
export const MAX_REWARD = 10_000_000;
/** The largest cash reward, in dollars. */
export const MAX_REWARD_CASH = 100_000;
/** 1,000,000× in hundredths. */
export const MAX_MULTIPLIER_HUNDREDTHS = 100_000_000;
/** How many catalogue slots a search answers. */
export const SEARCH_RESULTS = 10;
/** The most slots one CSV import takes. */
export const MAX_IMPORT_ROWS = 5_000;

export const slotRequestMessages = {
  requested: 'Slot requested',
  removed: 'Request removed',
  removedRefunded: 'Request removed: its points were refunded',
  cleared: 'Queue cleared: every request was refunded',
  played: 'Marked played',
  playedRewarded: 'Marked played: the requester won the reward',
  playedCashQueued: "Marked played: the requester's cash prize is in the payout queue",
  picked: 'Picked at random',
  settingsSaved: 'Slot request settings saved',
  imported: (added: number, known: number) =>
    `${added.toLocaleString('en-US')} ${added === 1 ? 'slot' : 'slots'} added${known > 0 ? `, ${known.toLocaleString('en-US')} already in the catalogue` : ''}`,
  slotSaved: 'Slot saved',
  empty: 'No requests in the queue',
  emptyHint: 'Search for a slot above to request it.',
  mineEmpty: 'You have no open requests',
  noMatches: 'No slots match your search',
  closed: 'Slot requests are closed right now',
  searchLabel: 'Search slots',
} as const;

/** A cash reward's payout description: "Slot request reward: <slot> (100× or more)". */
export const payoutDescription = (slot: string, multiplier: string) =>
  `Slot request reward: ${slot} (${multiplier} or more)`;

/** The words of a ledger row: "Slot request: <slot> — cost" (issue 29). */
export const ledgerReason = (slot: string, what: 'cost' | 'refund' | 'reward') =>
  `Slot request: ${slot} — ${what}`;
