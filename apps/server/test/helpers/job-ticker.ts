/**
 * One of three processes for platform/jobs-postgres.test.ts: on DATABASE_URL it runs the real
 * scheduler with one job of EVERY_MS (its effect: a row in job_effects naming this process and the
 * run's start as its lease recorded it). Booted, it prints `{"ready":true}` and waits for one line on
 * stdin, `{"startAt":…,"endAt":…}` (epoch ms), so that all three tick the same window however long
 * each took to boot; at the end it stops and prints one JSON line with its holder id.
 */
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { JobScheduler } from '../../src/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { jobDeps } from './jobs.ts';

const { DATABASE_URL = '', JOB_NAME = 'tick', EVERY_MS = '40' } = process.env;
const database = openDatabase({ driver: 'postgres', url: DATABASE_URL, poolSize: 2 });
const scheduler = new JobScheduler(jobDeps(database.db), createLogger({ logLevel: 'warn' }), {
  minWaitMs: 5,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

await database.db.execute(sql`select 1`);
console.log(JSON.stringify({ ready: true }));
const lines = createInterface({ input: process.stdin });
const { startAt, endAt } = JSON.parse((await lines[Symbol.asyncIterator]().next()).value as string) as {
  startAt: number;
  endAt: number;
};
lines.close();
await wait(startAt - Date.now());
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
await wait(endAt - Date.now());
await scheduler.stop();
await database.close();
console.log(JSON.stringify({ holder: scheduler.holder }));
