import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The VIP rewards' refusals, the admin screens' included (decision 038). */
export const vipErrors = {
  tierNotFound: { code: 'vip.tier_not_found', status: 404, message: 'VIP tier not found.' },
  notEligible: {
    code: 'vip.not_eligible',
    status: 409,
    message: 'You have not wagered enough on this platform to claim this tier yet.',
  },
  alreadyClaimed: {
    code: 'vip.already_claimed',
    status: 409,
    message: 'You have already claimed this tier.',
  },
  platformNotFound: { code: 'vip.platform_not_found', status: 404, message: 'Platform not found.' },
  orderMismatch: {
    code: 'vip.order_mismatch',
    status: 400,
    message: "The order must list each of the platform's current tiers once.",
  },
  claimNotFound: { code: 'vip.claim_not_found', status: 404, message: 'Claim not found.' },
  notReopenable: {
    code: 'vip.not_reopenable',
    status: 409,
    message: 'Only a cash claim whose payout was rejected can be reopened.',
  },
  /** Admins never reopen their own claim (separation of duties). */
  ownClaim: {
    code: 'vip.own_claim',
    status: 403,
    message: 'This is your own claim: another admin must reopen it.',
  },
} as const satisfies ErrorCatalogue;

export const vipErrorCodes = /* @__PURE__ */ errorCodes(vipErrors);
