import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from '../helpers/app-process.ts';
import { runCommand } from '../helpers/command-process.ts';
import { driver } from '../helpers/db.ts';

/** The embedded database, as an operator backs it up and restores it: real server processes, real commands. */
const embedded = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: undefined });

/** What must survive a restore: every member, and the points ledger. */
async function contents(folder: string) {
  const pglite = new PGlite(folder);
  try {
    const members = await pglite.query('select id, username, role, points from users order by id');
    const ledger = await pglite.query(
      'select count(*)::int as n, coalesce(sum(amount), 0)::text as sum from points_transactions',
    );
    return { members: members.rows, ledger: ledger.rows };
  } finally {
    await pglite.close();
  }
}

// The embedded database alone: run once, in the PGlite pass.
describe.skipIf(driver !== 'pglite')('backups of the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'podium-backup-'));
  const source = join(work, 'source');
  const copy = join(work, 'copy');
  const file = join(work, 'site.tar.gz');
  let server: AppProcess;
  let affiliatesBefore: string;

  beforeAll(async () => {
    server = await startAppProcess({ ...embedded(source), SEED_DEMO: 'true' }, 60_000);
    affiliatesBefore = await (await fetch(`${server.url}/api/r/affiliates`)).text();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('takes a backup from the running server over its owner-only socket', async () => {
    expect(statSync(join(source, 'podium.sock')).mode & 0o777).toBe(0o600);
    const backup = await runCommand('backup', ['--out', file], embedded(source));
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /Backed up the embedded database .* \(taken by the running server, process \d+\) to .*site\.tar\.gz/,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server writes its log in batches, a quiet server's lines within 250 ms (logger.ts).
    await expect
      .poll(() => server.logs.some((line) => /^backup sent over the control socket/.test(String(line.msg))), {
        timeout: 2000,
      })
      .toBe(true);
  }, 60_000);

  it('never replaces a file with a backup', async () => {
    const again = await runCommand('backup', ['--out', file], embedded(source));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already: a backup never replaces a file');
  }, 60_000);

  it('refuses to restore into a folder a server has open', async () => {
    const busy = await runCommand('restore', [file], embedded(source));
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('is in use by the Podium server');
  }, 60_000);

  it('restores into an empty folder that the site then starts on, with its data', async () => {
    const restore = await runCommand('restore', [file], embedded(copy));
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Restored .* into .*copy\/pglite \(\d+ tables, \d+ members\)/);
    const restored = await startAppProcess(embedded(copy), 60_000);
    try {
      expect(await (await fetch(`${restored.url}/api/r/affiliates`)).text()).toBe(affiliatesBefore);
      expect(restored.logs.some((line) => /schema up to date/.test(String(line.msg)))).toBe(true);
    } finally {
      await restored.stop();
    }
  }, 60_000);

  it('refuses to restore into a folder that holds a database', async () => {
    const again = await runCommand('restore', [file], embedded(copy));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database: a restore never overwrites one');
  }, 60_000);

  it('backs up a stopped site itself, and leaves neither lock nor socket behind', async () => {
    await server.stop();
    expect(existsSync(join(source, 'podium.sock'))).toBe(false);
    const offline = join(work, 'offline.tar.gz');
    const backup = await runCommand('backup', [`--out=${offline}`], embedded(source));
    expect(backup.stdout).toContain('(taken here, no server running)');
    expect(existsSync(join(source, 'podium.lock'))).toBe(false);
    expect(gunzipSync(readFileSync(offline)).includes('PG_VERSION')).toBe(true);
    // The site restored from the running server's backup holds the same members and ledger.
    expect(await contents(join(copy, 'pglite'))).toEqual(await contents(join(source, 'pglite')));
  }, 60_000);
});
