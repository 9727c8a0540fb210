/** Stable codes of the leaderboard feature's failures (the envelope's `code`). */
export const leaderboardErrorCodes = {
  notFound: 'leaderboard.not_found',
  slugTaken: 'leaderboard.slug_taken',
  orderMismatch: 'leaderboard.order_mismatch',
  noCurrentPeriod: 'leaderboard.no_current_period',
  endBeforeStart: 'leaderboard.end_before_start',
  startBeforeCurrent: 'leaderboard.start_before_current',
} as const;
export type LeaderboardErrorCode = (typeof leaderboardErrorCodes)[keyof typeof leaderboardErrorCodes];
