import { pointsErrorCodes as codes } from '@podium/shared/points/errors';
import { MAX_POINTS_BALANCE } from '@podium/shared/points/schemas';
import { defineError } from '../../lib/errors.ts';

/** The ledger's refusals (features may restate them in their own words, as the store does). */
export const pointsErrors = {
  memberNotFound: defineError(codes.memberNotFound, 404, 'Member not found.'),
  insufficient: defineError(codes.insufficient, 409, 'Insufficient Points'),
  balanceLimit: defineError(
    codes.balanceLimit,
    409,
    `A balance cannot go above ${MAX_POINTS_BALANCE.toLocaleString('en-US')} points.`,
  ),
};
