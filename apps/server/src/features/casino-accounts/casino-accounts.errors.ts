import { casinoAccountErrors as catalogue } from '@podium/shared/casino-accounts/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The casino accounts' refusals (the shared catalogue, decision 038). */
export const casinoAccountErrors = serverErrors(catalogue);
