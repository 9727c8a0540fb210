import { payoutsErrors as catalogue } from '@podium/shared/payouts/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The payout queue's refusals (the shared catalogue, decision 038). */
export const payoutsErrors = serverErrors(catalogue);
