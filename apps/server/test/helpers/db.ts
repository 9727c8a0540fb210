import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';

/**
 * One database per test worker, shared by its test files (vitest runs the api project with
 * isolate: false). TEST_DB=postgres runs the same tests on PostgreSQL: each worker gets its own
 * database, created fresh from the admin URL (CI's `test` database on 127.0.0.1).
 */
export const driver: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

let shared: Promise<Database> | undefined;

async function createPostgresDatabase(): Promise<string> {
  const name = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database =
      driver === 'postgres'
        ? openDatabase({ driver: 'postgres', url: await createPostgresDatabase(), poolSize: 30 })
        : openDatabase({ driver: 'pglite' });
    await database.migrate();
    return database;
  })();
  return shared;
}

/** Empties every table between tests (faster than a new database; identities restart at 1). */
export async function resetDatabase(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((r) => `"${r.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}
