/**
 * One of three processes for platform/jobs-postgres.test.ts: on DATABASE_URL it runs the real
 * scheduler with one job of EVERY_MS (its effect: a row in job_effects naming this process and the
 * run's start as its lease recorded it) from
 * START_AT until END_AT (epoch ms), then stops and prints one JSON line with its holder id.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { JobScheduler } from '../../src/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { jobDeps } from './jobs.ts';

const { DATABASE_URL = '', JOB_NAME = 'tick', EVERY_MS = '40', START_AT = '0', END_AT = '0' } = process.env;
const database = openDatabase({ driver: 'postgres', url: DATABASE_URL, poolSize: 2 });
const scheduler = new JobScheduler(jobDeps(database.db), createLogger({ logLevel: 'warn' }), {
  minWaitMs: 5,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

await wait(Number(START_AT) - Date.now());
scheduler.start([
  {
    name: JOB_NAME,
    everyMs: Number(EVERY_MS),
    runAtStart: true,
    run: async ({ db }) => {
      // The run's start as its lease recorded it: the schedule spaces starts, not effects.
      await db.execute(
        sql`insert into job_effects (job, holder, at) select ${JOB_NAME}, holder, last_started_at
          from job_leases where name = ${JOB_NAME} and holder = ${scheduler.holder}`,
      );
    },
  },
]);
await wait(Number(END_AT) - Date.now());
await scheduler.stop();
await database.close();
console.log(JSON.stringify({ holder: scheduler.holder }));
