/** Stable codes of the points ledger's failures (the envelope's `code`). */
export const pointsErrorCodes = {
  memberNotFound: 'points.member_not_found',
  insufficient: 'points.insufficient',
  /** The credit would take the balance past MAX_POINTS_BALANCE (or a lifetime total past 2^53). */
  balanceLimit: 'points.balance_limit',
} as const;
export type PointsErrorCode = (typeof pointsErrorCodes)[keyof typeof pointsErrorCodes];
