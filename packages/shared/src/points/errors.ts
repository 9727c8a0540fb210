import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The points ledger's refusals (decision 038); features may restate them in their own words, as the store does. */
export const pointsErrors = {
  memberNotFound: { code: 'points.member_not_found', status: 404, message: 'Member not found.' },
  insufficient: { code: 'points.insufficient', status: 409, message: 'Insufficient Points' },
  /** The credit would take the balance past MAX_POINTS_BALANCE (or a lifetime total past 2^53). */
  balanceLimit: {
    code: 'points.balance_limit',
    status: 409,
    message: (max: number) => `A balance cannot go above ${max.toLocaleString('en-US')} points.`,
  },
} as const satisfies ErrorCatalogue;

export const pointsErrorCodes = /* @__PURE__ */ errorCodes(pointsErrors);
