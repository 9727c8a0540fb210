import { spawn, spawnSync } from 'node:child_process';
import { open } from 'node:fs/promises';
import pg from 'pg';
import { BackupError, writeAtomicallyWith } from './backup-file.ts';
import type { RestoredSummary } from './embedded-backup.ts';

/**
 * Backups of PostgreSQL (DATABASE_URL) go through PostgreSQL's own tools: pg_dump's custom format, one
 * consistent snapshot (its transaction is REPEATABLE READ), restored by pg_restore (decision 031).
 */
type Tool = 'pg_dump' | 'pg_restore';

/** What the tools are given: the URL without its password (command lines are visible), the password in PGPASSWORD. */
interface Target {
  dbname: string;
  name: string;
  env: NodeJS.ProcessEnv;
}

function target(databaseUrl: string): Target {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    name: decodeURIComponent(url.pathname.slice(1)) || url.username || 'postgres',
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

interface Server {
  version: string;
  major: number;
}

/** Connects once: the server's version and, for a restore, what the database already holds. */
async function inspect(databaseUrl: string, name: string): Promise<Server & { objects: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') {
      throw new BackupError(
        `The database "${name}" does not exist: create it, empty (createdb ${name}), then run this again.`,
      );
    }
    throw new BackupError(`Could not connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    const version = await client.query<{ v: string; n: string }>(
      'select current_setting($1) as v, current_setting($2) as n',
      ['server_version', 'server_version_num'],
    );
    const objects = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
       union all
       select 'schema ' || nspname from pg_namespace
        where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
       order by 1`,
    );
    const row = version.rows[0] as { v: string; n: string };
    return {
      version: row.v.split(' ')[0] ?? row.v,
      major: Math.floor(Number(row.n) / 10_000),
      objects: objects.rows.map((r) => r.name),
    };
  } finally {
    await client.end();
  }
}

const installHint = (major: number) =>
  `Install PostgreSQL ${major}'s client tools (Debian or Ubuntu: apt-get install postgresql-client-${major}; ` +
  'macOS: brew install libpq) and put their bin folder first on PATH, ' +
  `e.g. PATH=/usr/lib/postgresql/${major}/bin:$PATH npm run …`;

/** The tool's version; refuses one that is missing, or (pg_dump) older than the server, with what to install. */
function toolVersion(tool: Tool, server: Server): string {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found on PATH: backups of PostgreSQL (DATABASE_URL is set) use PostgreSQL's own tools. ${installHint(server.major)}.`,
    );
  }
  const match = /(\d+)(?:\.(\d+))?/.exec(result.stdout ?? '');
  if (result.status !== 0 || !match)
    throw new BackupError(`${tool} --version failed: ${result.stderr || result.stdout}`);
  const major = Number(match[1]);
  if (tool === 'pg_dump' && major < server.major) {
    throw new BackupError(
      `${tool} ${match[0]} is older than the database server (PostgreSQL ${server.version}), and pg_dump cannot back up ` +
        `a newer server. ${installHint(server.major)}.`,
    );
  }
  return match[0];
}

/** Runs a tool to the end; its error output becomes the message when it fails. */
function run(tool: Tool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.once('error', (error) => fail(new BackupError(`${tool} could not start: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) return done();
      const hint = /unsupported version/i.test(stderr)
        ? `\nThis backup was made by a newer pg_dump than this ${tool}: install that version's client tools.`
        : '';
      fail(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}${hint}`));
    });
  });
}

export interface PostgresBackup {
  server: string;
  tool: string;
  database: string;
}

/** `pg_dump --format=custom` of DATABASE_URL into `file`, written whole or not at all, owner-only. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<PostgresBackup> {
  const to = target(databaseUrl);
  const server = await inspect(databaseUrl, to.name);
  const tool = toolVersion('pg_dump', server);
  await writeAtomicallyWith(file, async (temp) => {
    await (await open(temp, 'wx', 0o600)).close(); // pg_dump keeps the mode of the file it overwrites
    await run(
      'pg_dump',
      ['--format=custom', '--no-password', `--file=${temp}`, `--dbname=${to.dbname}`],
      to.env,
    );
  });
  return { server: server.version, tool, database: to.name };
}

/**
 * pg_restore of `file` into DATABASE_URL, which must be an empty database: one that holds any table or
 * schema of its own is refused. The restore is one transaction, so a failure leaves it empty. Objects
 * belong to DATABASE_URL's user (--no-owner), whoever owned them where the backup was taken.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
): Promise<RestoredSummary & PostgresBackup> {
  const to = target(databaseUrl);
  const server = await inspect(databaseUrl, to.name);
  if (server.objects.length > 0) {
    const some = server.objects.slice(0, 3).join(', ');
    throw new BackupError(
      `The database "${to.name}" is not empty (it holds ${server.objects.length} objects of its own, such as ${some}): ` +
        `a restore goes into an empty database only and never overwrites data. Create an empty one ` +
        `(createdb ${to.name}_restored), point DATABASE_URL at it and run this again.`,
    );
  }
  const tool = toolVersion('pg_restore', server);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${to.dbname}`,
      file,
    ],
    to.env,
  );
  return { server: server.version, tool, database: to.name, ...(await summarise(databaseUrl)) };
}

async function summarise(databaseUrl: string): Promise<RestoredSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    const members = await client
      .query<{ n: number }>('select count(*)::int as n from public.users')
      .then((result) => result.rows[0]?.n ?? 0)
      .catch(() => null);
    return { tables: tables.rows[0]?.n ?? 0, members };
  } finally {
    await client.end();
  }
}
