import { vipErrors as catalogue } from '@podium/shared/vip/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** VIP rewards' refusals, the admin screens' included (the shared catalogue, decision 038). */
export const vipErrors = serverErrors(catalogue);

/** A claim's backstops: the one live claim per member and tier, and per account and tier (042), and the tier's foreign key. */
export const claimConstraints: ConstraintErrors = {
  vip_claims_tier_user_key: vipErrors.alreadyClaimed,
  vip_claims_tier_account_key: vipErrors.accountClaimed,
  vip_claims_tier_id_vip_tiers_id_fk: vipErrors.tierNotFound,
};

/** A new tier's platform must exist. */
export const tierConstraints: ConstraintErrors = {
  vip_tiers_platform_id_leaderboard_platforms_id_fk: vipErrors.platformNotFound,
};
