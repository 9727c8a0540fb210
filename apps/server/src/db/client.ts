import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside `db.transaction`, use it and never the outer `db` (PGlite deadlocks). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database itself (backups dump it); absent on PostgreSQL. */
  pglite?: PGlite;
  /** Applies the migrations not yet applied; returns their names (oldest first), empty when up to date. */
  migrate(): Promise<string[]>;
  /**
   * Runs `prepare` while holding the start-up lock: on PostgreSQL a session advisory lock, so machines
   * starting at once on one database migrate and seed one after another; the embedded database has
   * one process by construction (db/data-dir-lock.ts).
   */
  withStartupLock<T>(prepare: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up preparation (any constant bigint; this one spells "podium"). */
const STARTUP_LOCK_KEY = 0x706f6469756dn;

interface JournalEntry {
  tag: string;
  when: number;
}
const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/** The newest migration applied (drizzle records each one's journal time), 0 on a new database. */
async function lastApplied(db: Db): Promise<number> {
  try {
    const result = (await db.execute(
      sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string }[] };
    return Number(result.rows[0]?.last ?? 0);
  } catch {
    return 0; // no migrations table yet
  }
}

/** Runs drizzle's migrator and names what it applied. */
async function migrateAndName(db: Db, run: () => Promise<void>): Promise<string[]> {
  const before = await lastApplied(db);
  await run();
  return journal()
    .filter((entry) => entry.when > before)
    .map((entry) => entry.tag);
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection dies (server restart, failover, a dropped database). */
      onIdleError?: (error: Error) => void;
    }
  | { driver: 'pglite'; dataDir?: string };

/** One schema, two drivers: PGlite (a folder, or memory when no folder) or PostgreSQL by URL. */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client the server ends emits 'error' on the pool; unheard, it would end the process.
    // The pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateAndName(db, () => migratePg(db as never, { migrationsFolder })),
      withStartupLock: async (prepare) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
          return await prepare();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migrateAndName(db, () => migratePglite(db as never, { migrationsFolder })),
    withStartupLock: (prepare) => prepare(),
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
