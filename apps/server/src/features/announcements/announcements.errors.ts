import { announcementErrors as catalogue } from '@podium/shared/announcements/errors';
import { serverErrors } from '../../lib/errors.ts';

/** The announcements' refusals (the shared catalogue, decision 038). */
export const announcementErrors = serverErrors(catalogue);
