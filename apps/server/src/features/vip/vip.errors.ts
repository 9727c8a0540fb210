import { vipErrorCodes as codes } from '@podium/shared/vip/errors';
import { vipMessages } from '@podium/shared/vip/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { defineError } from '../../lib/errors.ts';

/** VIP rewards' refusals, the admin screens' included. */
export const vipErrors = {
  tierNotFound: defineError(codes.tierNotFound, 404, vipMessages.tierNotFound),
  notEligible: defineError(codes.notEligible, 409, vipMessages.notEligible),
  alreadyClaimed: defineError(codes.alreadyClaimed, 409, vipMessages.alreadyClaimed),
  platformNotFound: defineError(codes.platformNotFound, 404, vipMessages.platformNotFound),
  orderMismatch: defineError(codes.orderMismatch, 400, vipMessages.orderMismatch),
  claimNotFound: defineError(codes.claimNotFound, 404, vipMessages.claimNotFound),
  notReopenable: defineError(codes.notReopenable, 409, vipMessages.notReopenable),
  ownClaim: defineError(codes.ownClaim, 403, vipMessages.ownClaim),
};

/** A claim's backstops: the one live claim per member and tier, and the tier's foreign key. */
export const claimConstraints: ConstraintErrors = {
  vip_claims_tier_user_key: vipErrors.alreadyClaimed,
  vip_claims_tier_id_vip_tiers_id_fk: vipErrors.tierNotFound,
};

/** A new tier's platform must exist. */
export const tierConstraints: ConstraintErrors = {
  vip_tiers_platform_id_leaderboard_platforms_id_fk: vipErrors.platformNotFound,
};
