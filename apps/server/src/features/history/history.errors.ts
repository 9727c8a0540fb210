import { historyErrors as catalogue } from '@podium/shared/history/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The public history's refusals (the shared catalogue, decision 038). */
export const historyErrors = serverErrors(catalogue);
