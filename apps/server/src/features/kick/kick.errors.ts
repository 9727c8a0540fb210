import { kickErrors as catalogue } from '@podium/shared/kick/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The webhook's refusals (to Kick, never to a person) and the Kick admin's (the shared catalogue, decision 038). */
export const kickErrors = serverErrors(catalogue);
