import { pointsErrors as catalogue } from '@podium/shared/points/errors';
import { MAX_POINTS_BALANCE } from '@podium/shared/points/schemas';
import { serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** The ledger's refusals (the shared catalogue, decision 038); features may restate them, as the store does. */
export const pointsErrors = {
  ...errors,
  balanceLimit: () => errors.balanceLimit(MAX_POINTS_BALANCE),
};
