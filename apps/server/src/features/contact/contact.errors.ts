import { contactErrors as catalogue } from '@podium/shared/contact/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The contact form's and its admin inbox's refusals (the shared catalogue, decision 038). */
export const contactErrors = serverErrors(catalogue);
