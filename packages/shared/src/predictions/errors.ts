import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

const points = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;

/** The predictions' refusals (decision 038, issue 29). */
export const predictionErrors = {
  notFound: { code: 'predictions.not_found', status: 404, message: 'Prediction not found' },
  loginRequired: { ...commonErrors.unauthorized, message: 'Log in to stake points' },
  /** Staff never serve themselves (decision 058): whoever may resolve cannot stake. */
  staffCannotStake: {
    code: 'predictions.staff_cannot_stake',
    status: 403,
    message: 'Staff cannot stake on predictions',
  },
  locked: { code: 'predictions.locked', status: 409, message: 'This prediction is locked: no more stakes' },
  settled: {
    code: 'predictions.settled',
    status: 409,
    message: 'This prediction has already been resolved or cancelled',
  },
  notOpen: { code: 'predictions.not_open', status: 409, message: 'This prediction is not open' },
  outcomeNotFound: {
    code: 'predictions.outcome_not_found',
    status: 400,
    message: "Choose one of this prediction's outcomes",
    field: 'outcome_id',
  },
  otherOutcome: {
    code: 'predictions.other_outcome',
    status: 409,
    message: 'You have already staked on another outcome: you can only add to that stake',
    field: 'outcome_id',
  },
  belowMinimum: {
    code: 'predictions.below_minimum',
    status: 400,
    message: (min: number) => `Stake at least ${points(min)}`,
    field: 'points',
  },
  aboveMaximum: {
    code: 'predictions.above_maximum',
    status: 400,
    message: (max: number, left: number) =>
      `At most ${points(max)} on one prediction: you can add ${left.toLocaleString('en-US')} more`,
    field: 'points',
  },
  insufficientPoints: {
    code: 'predictions.insufficient_points',
    status: 409,
    message: 'Insufficient Points',
    field: 'points',
  },
  lockInPast: {
    code: 'predictions.lock_in_past',
    status: 400,
    message: 'Choose a lock time in the future',
    field: 'locks_at',
  },
  minAboveMax: {
    code: 'predictions.min_above_max',
    status: 400,
    message: 'The maximum stake must be at least the minimum',
    field: 'max_stake',
  },
  duplicateOutcome: {
    code: 'predictions.duplicate_outcome',
    status: 400,
    message: 'Give every outcome a different name',
    field: 'outcomes',
  },
} as const satisfies ErrorCatalogue;

export const predictionErrorCodes = /* @__PURE__ */ errorCodes(predictionErrors);
