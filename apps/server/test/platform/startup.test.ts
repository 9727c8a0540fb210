import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts';
import { type AppProcess, startAppProcess } from '../helpers/app-process.ts';
import { driver, PG_ADMIN_URL } from '../helpers/db.ts';
import { postgresAvailable } from '../helpers/services.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'podium-startup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const baseEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  WEB_DIST_DIR: '/nonexistent-dist',
  WEB_CONCURRENCY: '1',
  DATABASE_URL: undefined,
  ...env,
});

/** Runs a command to its end: exit code and output. */
function run(command: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(command, args, { cwd: root, env: baseEnv(env), encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Resolves once `child` exits: its code (null when killed by a signal) and the signal. */
const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The embedded database's rules run in the PGlite pass; the PostgreSQL ones in the PostgreSQL pass.
describe.skipIf(driver !== 'pglite')('one process per embedded data folder', () => {
  let first: AppProcess | undefined;
  afterAll(async () => {
    await first?.stop();
  });

  it('refuses a second start on the same folder at once, naming the folder and the holder', async () => {
    const dataDir = tempFolder();
    first = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const started = Date.now();
    const second = run(process.execPath, ['--import', 'tsx', main], { DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.out).toContain(`The data folder ${dataDir} is in use by the Podium server`);
    expect(second.out).toContain(`process ${first.pid}`);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The first one serves on, untouched.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('refuses `npm run role` on a folder a running server holds, naming the folder', async () => {
    const dataDir = folders[0]!;
    const r = run('npm', ['run', '--silent', 'role', '--', 'member', 'Admin'], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`The data folder ${dataDir} is in use by the Podium server`);
  }, 60_000);

  it('takes over the lock of a killed server, and `npm run role` then changes a role and says so', async () => {
    const dataDir = folders[0]!;
    process.kill(first!.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    first = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true); // left behind by the killed process

    const role = run('npm', ['run', '--silent', 'role', '--', 'MEMBER', 'Admin'], { DATA_DIR: dataDir });
    expect(role.out.trim()).toBe(
      'member: Member → Admin. A running site applies it to their next request within 5 s.',
    );
    expect(role.code).toBe(0);
    const again = run('npm', ['run', '--silent', 'role', '--', 'member', 'Admin'], { DATA_DIR: dataDir });
    expect(again.out.trim()).toBe('member is already Admin; nothing changed.');
    const bad = run('npm', ['run', '--silent', 'role', '--', 'member', 'Owner'], { DATA_DIR: dataDir });
    expect(bad).toEqual({ code: 1, out: 'Usage: npm run role -- <username> <Member|VIP|Moderator|Admin>\n' });

    const restarted = await startAppProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    expect(await restarted.stop()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false); // released on a clean stop
  }, 60_000);
});

describe.skipIf(driver !== 'pglite')('signals through `npm start`', () => {
  it('SIGTERM to the npm process drains and stops the server: nothing is left serving', async () => {
    const dataDir = tempFolder();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: baseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = exitOf(npm);
    const lines: Record<string, unknown>[] = [];
    const listening = new Promise<{ url: string; pid: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('npm start did not listen within 45 s')), 45_000);
      createInterface({ input: npm.stdout! }).on('line', (line) => {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          lines.push(entry);
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg ?? ''));
          if (match) {
            clearTimeout(timer);
            resolve({ url: match[1]!, pid: Number(entry.pid) });
          }
        } catch {}
      });
    });
    const server = await listening;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    npm.kill('SIGTERM');
    const { code } = await exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(server.pid)).toBe(false);
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['SIGTERM received: draining requests and live streams', 'stopped']),
    );
    expect(code).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});

describe.skipIf(driver !== 'postgres' || !(await postgresAvailable()))(
  'machines starting at once on one empty PostgreSQL database',
  () => {
    const name = `podium_test_${process.env.PODIUM_TEST_RUN ?? process.pid}_startup`;
    const adminQuery = async (sql: string) => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    };
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const inDatabase = async (sql: string) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    };
    afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

    it('JOBS=false: a restore drill copy runs no scheduled job; the site as usual does', async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await adminQuery(`create database ${name}`);
      const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'false', DATA_DIR: tempFolder() };
      const leases = async () =>
        (await inDatabase('select count(*)::int as n from job_leases')).rows[0]?.n as number;
      const drill = await startAppProcess({ ...env, JOBS: 'false' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await leases()).toBe(0);
      expect(drill.logs.map((l) => l.msg)).toContain(
        'JOBS=false: no scheduled jobs run in this process (draws, roll-overs, feeds, announcements)',
      );
      expect(await drill.stop()).toBe(0);
      const live = await startAppProcess(env);
      const started = Date.now();
      while ((await leases()) === 0 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await leases()).toBeGreaterThan(0);
      expect(await live.stop()).toBe(0);
    }, 60_000);

    it('prepare one after another: every round, all three serve, one migrates and seeds, the others find it done', async () => {
      for (let round = 0; round < 3; round++) {
        await adminQuery(`drop database if exists ${name} with (force)`);
        await adminQuery(`create database ${name}`);
        const env = {
          DATABASE_URL: url.toString(),
          SEED_DEMO: 'true',
          SESSION_SECRET: 'startup-test-secret-0123456789abcdef',
          DATA_DIR: tempFolder(),
        };
        const apps = await Promise.all([0, 1, 2].map(() => startAppProcess(env, 60_000)));
        try {
          const migrated = apps.map(
            (app) => app.logs.find((l) => String(l.msg).startsWith('database: '))?.migrations as string[],
          );
          const applied = migrated.filter((m) => m.length > 0);
          expect(applied, `round ${round}`).toHaveLength(1);
          expect(applied[0]?.[0]).toBe('0000_init');
          expect(migrated.filter((m) => m.length === 0)).toHaveLength(2);
          const seeded = apps.filter((app) =>
            app.logs.some((l) => l.msg === 'database: demo content seeded'),
          );
          expect(seeded).toHaveLength(1);
          const admins = await inDatabase(`select count(*)::int as n from users where username = 'admin'`);
          expect(admins.rows[0]?.n).toBe(1);
          for (const app of apps) expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
        } finally {
          expect(await Promise.all(apps.map((app) => app.stop()))).toEqual([0, 0, 0]);
        }
      }
    }, 180_000);
  },
);
