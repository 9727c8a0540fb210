/** Stable codes of the payout queue's failures (the envelope's `code`). */
export const payoutsErrorCodes = {
  notFound: 'payouts.not_found',
  alreadyDecided: 'payouts.already_decided',
  /** Admins never pay or reject their own payout (separation of duties). */
  ownPayout: 'payouts.own_payout',
} as const;
export type PayoutsErrorCode = (typeof payoutsErrorCodes)[keyof typeof payoutsErrorCodes];
