import { challengeErrors as catalogue } from '@podium/shared/slot-challenges/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** The slot challenges' refusals (the shared catalogue, decision 038). */
export const challengeErrors = serverErrors(catalogue);

/** A claim's backstops: one pending claim per member and challenge; a challenge deleted meanwhile. */
export const claimConstraints: ConstraintErrors = {
  slot_challenge_claims_pending_key: challengeErrors.pendingClaim,
  slot_challenge_claims_challenge_id_slot_challenges_id_fk: challengeErrors.notFound,
};
