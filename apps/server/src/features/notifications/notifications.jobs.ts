import { createMailer, type Mailer } from '../../lib/mailer.ts';
import type { ScheduledJob } from '../../lib/module.ts';
import { deliverNotifications } from './notifications.delivery.ts';
import { deleteExpired } from './notifications.repository.ts';

/** How often new notifications are delivered: a bell updates at most this late after the commit. */
export const DELIVER_EVERY_MS = 2_000;
const HOUR = 3_600_000;

/**
 * The delivery job (one process at a time, decision 014; a row is taken once by a conditional update
 * even if two ran) and the retention job (deletes notifications older than 90 days; a delete is safe
 * to repeat). The mailer is this process's, made on first use.
 */
export const notificationsJobs = (): readonly ScheduledJob[] => {
  let mailer: Mailer | null = null;
  return [
    {
      name: 'notifications-deliver',
      everyMs: DELIVER_EVERY_MS,
      runAtStart: true,
      run: async (deps, run) => {
        mailer ??= createMailer(deps.config.mail);
        await deliverNotifications({ ...deps, mailer, log: run.log });
      },
    },
    {
      name: 'notifications-retention',
      everyMs: HOUR,
      runAtStart: true,
      run: async ({ db }) => {
        await deleteExpired(db);
      },
    },
  ];
};
