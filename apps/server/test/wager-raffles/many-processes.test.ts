import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { wagerRaffles, wagerRaffleWinners } from '../../src/features/wager-raffles/wager-raffles.table.ts';
import { type AppProcess, startAppProcess } from '../helpers/app-process.ts';
import { driver, PG_ADMIN_URL } from '../helpers/db.ts';
import { postgresAvailable, REDIS_URL, redisAvailable, uniquePrefix } from '../helpers/services.ts';
import { casino, createWagerRaffle, DAY, iso, player, wager } from './fixtures.ts';

// The PostgreSQL pass only (TEST_DB=postgres): three real processes, each running the draw job at start.
const available = driver === 'postgres' && (await postgresAvailable()) && (await redisAvailable());
const databaseName = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_wager_many`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('a wager raffle past its end, with three processes on one database', () => {
  let database: Database;
  let apps: AppProcess[] = [];
  let dataDir = '';
  let raffleId = 0;

  beforeAll(async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const dbUrl = new URL(PG_ADMIN_URL);
    dbUrl.pathname = `/${databaseName}`;
    database = openDatabase({ driver: 'postgres', url: dbUrl.toString(), poolSize: 2 });
    await database.migrate();
    const a = await casino(database.db, 1, { start: -3 * DAY, end: 3 * DAY });
    for (const [i, dollars] of [40, 15, 90, 25].entries()) {
      await player(database.db, `many${i}`, { crypto: `Many${i}` });
      await wager(database.db, a.periodId, `many${i}`, dollars);
    }
    raffleId = await createWagerRaffle(database.db, [a.id], { starts_at: iso(-DAY), end_date: iso(-60_000) });
    dataDir = mkdtempSync(join(tmpdir(), 'podium-wager-many-'));
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: uniquePrefix('wager-many'),
      SESSION_SECRET: 'many-processes-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    };
    apps = await Promise.all([0, 1, 2].map(() => startAppProcess(env)));
  }, 60_000);

  afterAll(async () => {
    const codes = await Promise.all(apps.map((app) => app.stop()));
    await database?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(codes).toEqual(apps.map(() => 0));
  }, 30_000);

  it('draws it once and credits its points prize once', async () => {
    const drawn = async () =>
      (await database.db.select().from(wagerRaffles).where(eq(wagerRaffles.id, raffleId)))[0]?.drawnAt;
    const started = Date.now();
    while (!(await drawn())) {
      if (Date.now() - started > 15_000) throw new Error('not drawn within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await database.db.$count(wagerRaffleWinners, eq(wagerRaffleWinners.raffleId, raffleId))).toBe(3);
    expect(
      await database.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'wager_raffle_prize')),
    ).toBe(1);
  });
});
