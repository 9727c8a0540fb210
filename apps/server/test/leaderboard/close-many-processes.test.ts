import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { leaderboardPeriods, wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { leaderboardStandings } from '../../src/features/leaderboard/standings.table.ts';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { type AppProcess, startAppProcess } from '../helpers/app-process.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { driver, PG_ADMIN_URL } from '../helpers/db.ts';
import { createBoard, createUser } from '../helpers/factories.ts';
import { postgresAvailable, REDIS_URL, redisAvailable, uniquePrefix } from '../helpers/services.ts';

// The PostgreSQL pass only (TEST_DB=postgres): three real processes, each running the roll-over job
// (which closes ended periods) at start, on one database.
const available = driver === 'postgres' && (await postgresAvailable()) && (await redisAvailable());
const databaseName = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_periods_many`;
const HOUR = 3_600_000;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('an ended leaderboard period, with three processes on one database', () => {
  let database: Database;
  let apps: AppProcess[] = [];
  let dataDir = '';
  const periodIds: number[] = [];

  beforeAll(async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const dbUrl = new URL(PG_ADMIN_URL);
    dbUrl.pathname = `/${databaseName}`;
    database = openDatabase({ driver: 'postgres', url: dbUrl.toString(), poolSize: 2 });
    await database.migrate();
    const db = database.db;
    // Two boards whose periods ended an hour ago, three prize ranks each; players 1–3 are members.
    for (const slot of [1, 2] as const) {
      const { period } = await createBoard(db, {
        casinoSlot: slot,
        prizesCents: [30_000, 20_000, 10_000],
        startsAt: new Date(Date.now() - 30 * 24 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
      });
      periodIds.push(period.id);
      for (let i = 1; i <= 6; i++) {
        await db.insert(wagers).values({
          periodId: period.id,
          playerKey: `p${slot}x${i}`,
          displayName: `P${slot}x${i}`,
          wageredCents: (10 - i) * 100_000,
        });
        if (i <= 3) {
          const user = await createUser(db, { username: `member${slot}x${i}` });
          await linkCasino(
            db,
            user.id,
            slot === 1 ? { crypto: `P${slot}x${i}` } : { crypto2: `P${slot}x${i}` },
          );
        }
      }
    }
    dataDir = mkdtempSync(join(tmpdir(), 'podium-periods-many-'));
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: uniquePrefix('periods-many'),
      SESSION_SECRET: 'many-processes-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    };
    apps = await Promise.all([0, 1, 2].map(() => startAppProcess(env, 120_000)));
  }, 180_000);

  afterAll(async () => {
    const codes = await Promise.all(apps.map((app) => app.stop()));
    await database?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(codes).toEqual(apps.map(() => 0));
  });

  it('closes each period once, with exactly one payout and one notification per prize rank', async () => {
    const db = database.db;
    const closed = async () => db.$count(leaderboardPeriods, isNotNull(leaderboardPeriods.closedAt));
    const started = Date.now();
    while ((await closed()) < 2) {
      if (Date.now() - started > 15_000) throw new Error('not closed within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const id of periodIds) {
      expect(await db.$count(leaderboardStandings, eq(leaderboardStandings.periodId, id))).toBe(6);
      const [row] = await db.select().from(leaderboardPeriods).where(eq(leaderboardPeriods.id, id));
      expect(row!.closings).toBe(1);
    }
    const queued = await db.select().from(payouts).where(eq(payouts.source, 'leaderboard_prize'));
    expect(queued.map((p) => p.amountCents).sort()).toEqual([10_000, 10_000, 20_000, 20_000, 30_000, 30_000]);
    expect(new Set(queued.map((p) => p.sourceId)).size).toBe(6);
    expect(await db.$count(notifications, eq(notifications.kind, 'leaderboard_prize'))).toBe(6);
  });
});
