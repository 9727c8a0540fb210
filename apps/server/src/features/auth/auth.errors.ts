import { authErrors as catalogue } from '@podium/shared/auth/errors';
import { serverErrors } from '../../lib/errors.ts';

/** Sign-in refusals (the shared catalogue, decision 038): a banned member (decision 041). */
export const authErrors = serverErrors(catalogue);
