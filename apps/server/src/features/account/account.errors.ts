import { accountErrors as catalogue } from '@podium/shared/account/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The account's refusals (the shared catalogue, decision 038). */
export const accountErrors = serverErrors(catalogue);
