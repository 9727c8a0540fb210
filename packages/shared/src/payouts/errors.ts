import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The payout queue's refusals (decision 038). */
export const payoutsErrors = {
  notFound: { code: 'payouts.not_found', status: 404, message: 'Payout not found.' },
  alreadyDecided: {
    code: 'payouts.already_decided',
    status: 409,
    message: 'This payout has already been paid or rejected.',
  },
  /** Admins never pay or reject their own payout (separation of duties). */
  ownPayout: {
    code: 'payouts.own_payout',
    status: 403,
    message: 'This is your own payout: another admin must pay or reject it.',
  },
} as const satisfies ErrorCatalogue;

export const payoutsErrorCodes = /* @__PURE__ */ errorCodes(payoutsErrors);
