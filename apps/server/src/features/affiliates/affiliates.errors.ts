import { affiliatesErrors as catalogue } from '@podium/shared/affiliates/errors';
import { serverErrors } from '../../lib/errors.ts';

/** Admin › Affiliates refusals (the shared catalogue, decision 038). */
export const affiliatesErrors = serverErrors(catalogue);
