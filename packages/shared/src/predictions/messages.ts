/**
 * Points predictions (issue 29, decision 058): limits and words, apart from the schemas so a page reads
 * them without loading zod.
 */
export const MIN_OUTCOMES = 2;
export const MAX_OUTCOMES = 10;
/** The default least and most points a member may put on one prediction (decision 058: per prediction). */
export const DEFAULT_MIN_STAKE = 10;
export const DEFAULT_MAX_STAKE = 10_000;
/** The largest stake limit an admin may set. */
export const MAX_STAKE_LIMIT = 1_000_000_000;
/** How many of an outcome's largest stakers the page and overlay show. */
export const TOP_STAKERS = 3;

export const predictionMessages = {
  staked: 'Stake placed',
  created: 'Prediction opened',
  locked: 'Prediction locked',
  resolved: 'Prediction resolved: winners paid',
  resolvedRefunded: 'Nobody staked on the winning outcome: everyone was refunded',
  cancelled: 'Prediction cancelled: everyone was refunded',
  empty: 'No predictions yet',
  emptyHint: 'When the streamer opens a prediction, you can stake your points on it here.',
  outcomeRequired: 'Name every outcome',
  titleRequired: 'Title is required',
} as const;

/** The words of a ledger row: "Prediction: <title> — stake" (issue 29). */
export const ledgerReason = (title: string, what: 'stake' | 'won' | 'refund') =>
  `Prediction: ${title} — ${what}`;
