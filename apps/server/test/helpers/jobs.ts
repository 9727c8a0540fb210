import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../src/app-types.ts';
import type { Db } from '../../src/db/client.ts';
import { JobScheduler, type SchedulerOptions } from '../../src/jobs.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { jobLeases } from '../../src/lib/job-leases.table.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { createLogger } from '../../src/logger.ts';
import { TEST_SECRET, testConfig } from './app.ts';

/** What a process's scheduler needs, on the given database (the app's deps when there is an app). */
export const jobDeps = (db: Db): AppDeps => ({
  config: testConfig(),
  db,
  secret: TEST_SECRET,
  cache: new JsonCache(),
  live: new LiveHub(),
});

/** One "process": a scheduler with its own holder id, retrying quickly. */
export const schedulerOn = (db: Db, options: SchedulerOptions = {}) =>
  new JobScheduler(jobDeps(db), createLogger({ logLevel: 'silent' }), { minWaitMs: 10, ...options });

export async function leaseOf(db: Db, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
  return row;
}

/** Moves the job's last start a day back, so it is due again (as if its interval had passed). */
export const makeDue = (db: Db, name: string) =>
  db.update(jobLeases).set({ lastStartedAt: sql`now() - interval '1 day'` }).where(eq(jobLeases.name, name));

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; answers how long that took. */
export async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await delay(10);
  }
  return Date.now() - started;
}

/** A promise with its resolver outside: a job that waits on it runs until the test lets it go. */
export function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}
