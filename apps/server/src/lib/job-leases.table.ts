import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job, shared by every process: whoever holds an unexpired lease runs the job;
 * the last start decides when it is due again (decision 014). Times are the database's own `now()`.
 */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  /** The process running it now; null once a run has finished (set + expired: a run that died). */
  holder: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** The last run's failure, null after a success. */
  lastError: text(),
});
