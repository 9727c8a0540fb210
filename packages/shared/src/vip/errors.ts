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
  /** Decision 042: a casino account earns nothing until staff verify it. */
  accountPending: {
    code: 'vip.account_pending',
    status: 409,
    message: (casino: string) => `Your ${casino} account is waiting for verification.`,
  },
  accountRefused: {
    code: 'vip.account_refused',
    status: 409,
    message: (casino: string) =>
      `Your ${casino} account was refused, so it earns no VIP rewards. Settings says why.`,
  },
  /** A tier is claimed once per (casino, account), whoever holds the account now (decision 042). */
  accountClaimed: {
    code: 'vip.account_claimed',
    status: 409,
    message: 'Already claimed for this casino account.',
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
