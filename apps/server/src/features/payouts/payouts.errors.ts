import { payoutsErrorCodes as codes } from '@podium/shared/payouts/errors';
import { payoutMessages } from '@podium/shared/payouts/messages';
import { defineError } from '../../lib/errors.ts';

/** The payout queue's refusals. */
export const payoutsErrors = {
  notFound: defineError(codes.notFound, 404, payoutMessages.notFound),
  alreadyDecided: defineError(codes.alreadyDecided, 409, payoutMessages.alreadyDecided),
  ownPayout: defineError(codes.ownPayout, 403, payoutMessages.ownPayout),
};
