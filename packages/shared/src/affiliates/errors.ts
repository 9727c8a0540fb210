/** Stable codes of the affiliates feature's failures (the envelope's `code`). */
export const affiliatesErrorCodes = {
  notFound: 'affiliates.not_found',
  orderMismatch: 'affiliates.order_mismatch',
} as const;
export type AffiliatesErrorCode = (typeof affiliatesErrorCodes)[keyof typeof affiliatesErrorCodes];
