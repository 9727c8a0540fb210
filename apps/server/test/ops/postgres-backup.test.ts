import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { startAppProcess } from '../helpers/app-process.ts';
import { runCommand } from '../helpers/command-process.ts';
import { driver, PG_ADMIN_URL } from '../helpers/db.ts';
import { postgresAvailable } from '../helpers/services.ts';

const prefix = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_backup`;
const urlOf = (name: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(...statements: string[]) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What must survive a restore: every member, and the points ledger. */
async function contents(name: string) {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    const members = await client.query('select id, username, role, points from users order by id');
    const ledger = await client.query(
      'select count(*)::int as n, coalesce(sum(amount), 0)::text as sum from points_transactions',
    );
    return { members: members.rows, ledger: ledger.rows };
  } finally {
    await client.end();
  }
}

const onPostgres = (name: string, more: Record<string, string | undefined> = {}) => ({
  DATABASE_URL: urlOf(name),
  REDIS_URL: undefined,
  ...more,
});

describe.skipIf(driver !== 'postgres' || !(await postgresAvailable()))('backups of PostgreSQL', () => {
  const work = mkdtempSync(join(tmpdir(), 'podium-pg-backup-'));
  const file = join(work, 'site.dump');
  const source = `${prefix}_source`;
  const copy = `${prefix}_copy`;

  beforeAll(async () => {
    await admin(
      `drop database if exists ${source} with (force)`,
      `drop database if exists ${copy} with (force)`,
      `create database ${source}`,
      `create database ${copy}`,
    );
    const database = openDatabase({ driver: 'postgres', url: urlOf(source), poolSize: 2 });
    try {
      await database.migrate();
      await seedDemoIfEmpty(database.db);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await admin(
      `drop database if exists ${source} with (force)`,
      `drop database if exists ${copy} with (force)`,
    );
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up with pg_dump, owner-only, naming both versions', async () => {
    const backup = await runCommand('backup', ['--out', file], onPostgres(source));
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /Backed up PostgreSQL database ".*_source" \(server \d+\.\d+, pg_dump \d+\.\d+\)/,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('restores into an empty database that the site then starts on, with its data', async () => {
    const restore = await runCommand('restore', [file], onPostgres(copy));
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(
      /Restored .* into PostgreSQL database ".*_copy" \(\d+ tables, \d+ members; pg_restore/,
    );
    expect(await contents(copy)).toEqual(await contents(source));
    const schedule = { BACKUP_DIR: join(work, 'scheduled'), BACKUP_EVERY: '6h' };
    const site = await startAppProcess(onPostgres(copy, schedule), 60_000);
    await site.stop();
    const said = site.logs.map((line) => String(line.msg));
    expect(said.some((msg) => /schema up to date/.test(msg))).toBe(true);
    // A schedule has no effect on PostgreSQL, and the log says so once.
    expect(said.filter((msg) => msg.includes('schedule backups of the embedded database only'))).toHaveLength(
      1,
    );
  });

  it('refuses a database that holds anything, and one that does not exist', async () => {
    const full = await runCommand('restore', [file], onPostgres(copy));
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('is not empty');
    expect(full.stderr).toContain('never overwrites data');
    const missing = await runCommand('restore', [file], onPostgres(`${prefix}_missing`));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist: create it, empty (createdb');
  });

  it('says what to install when pg_dump is missing or older than the server', async () => {
    const missing = await runCommand(
      'backup',
      ['--out', join(work, 'a.dump')],
      onPostgres(source, { PATH: work }),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/pg_dump was not found on PATH.*apt-get install postgresql-client-\d+/s);
    const old = join(work, 'pg_dump');
    writeFileSync(old, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    chmodSync(old, 0o755);
    const tooOld = await runCommand(
      'backup',
      ['--out', join(work, 'b.dump')],
      onPostgres(source, { PATH: work }),
    );
    expect(tooOld.code).toBe(1);
    expect(tooOld.stderr).toMatch(/pg_dump 9\.6 is older than the database server \(PostgreSQL \d+/);
  });

  it('refuses to restore a backup of the other kind of database', async () => {
    const wrongKind = join(work, 'embedded.tar.gz');
    writeFileSync(wrongKind, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
    const refused = await runCommand('restore', [wrongKind], onPostgres(copy));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is a backup of the embedded database, and DATABASE_URL is set');
  });
});
