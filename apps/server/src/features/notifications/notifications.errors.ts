import { notificationsErrors as catalogue } from '@podium/shared/notifications/errors';
import { serverErrors } from '../../lib/errors.ts';

/** Notifications: the refusals (the shared catalogue, decision 038). */
export const notificationsErrors = serverErrors(catalogue);
