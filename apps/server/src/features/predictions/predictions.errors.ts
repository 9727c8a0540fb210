import { predictionErrors as catalogue } from '@podium/shared/predictions/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** The predictions' refusals (the shared catalogue, decision 038). */
export const predictionErrors = serverErrors(catalogue);

/** A stake's backstops: one stake row per member and prediction, the balance CHECKs, a prediction deleted. */
export const stakeConstraints: ConstraintErrors = {
  prediction_stakes_member_key: predictionErrors.otherOutcome,
  users_points_non_negative: predictionErrors.insufficientPoints,
  points_transactions_balance_non_negative: predictionErrors.insufficientPoints,
  prediction_stakes_prediction_id_predictions_id_fk: predictionErrors.notFound,
};
