/**
 * A process for platform/jobs-postgres.test.ts to kill: on DATABASE_URL it takes the lease of job
 * JOB_NAME (lease time LEASE_MS) and runs a job that never ends, renewing the lease, until SIGKILL.
 * MODE=commit first writes its effect (a row in job_effects) and ends the run in one transaction;
 * MODE=hang writes nothing. Prints one JSON line once the job is under way.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { JobScheduler } from '../../src/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { jobDeps } from './jobs.ts';

const { DATABASE_URL = '', JOB_NAME = 'job', LEASE_MS = '1000', MODE = 'hang' } = process.env;
const database = openDatabase({ driver: 'postgres', url: DATABASE_URL, poolSize: 2 });
const scheduler = new JobScheduler(jobDeps(database.db), createLogger({ logLevel: 'warn' }), {
  leaseMs: Number(LEASE_MS),
});
setInterval(() => {}, 1000); // the renewal timer does not keep a process alive by itself

const ran = await scheduler.runIfDue({
  name: JOB_NAME,
  everyMs: 3_600_000,
  run: async ({ db }, run) => {
    if (MODE === 'commit') {
      await db.transaction(async (tx) => {
        if (!(await run.finishIn(tx))) return;
        await tx.execute(
          sql`insert into job_effects (job, holder) values (${JOB_NAME}, ${scheduler.holder})`,
        );
      });
    }
    console.log(JSON.stringify({ running: scheduler.holder }));
    await new Promise(() => {});
  },
});
console.log(JSON.stringify({ ran }));
process.exit(ran ? 0 : 2);
