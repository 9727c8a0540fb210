/** Stable codes of the VIP rewards' failures (the envelope's `code`). */
export const vipErrorCodes = {
  tierNotFound: 'vip.tier_not_found',
  notEligible: 'vip.not_eligible',
  alreadyClaimed: 'vip.already_claimed',
  platformNotFound: 'vip.platform_not_found',
  orderMismatch: 'vip.order_mismatch',
  claimNotFound: 'vip.claim_not_found',
  notReopenable: 'vip.not_reopenable',
  /** Admins never reopen their own claim (separation of duties). */
  ownClaim: 'vip.own_claim',
} as const;
export type VipErrorCode = (typeof vipErrorCodes)[keyof typeof vipErrorCodes];
