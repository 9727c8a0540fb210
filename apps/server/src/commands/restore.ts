// `npm run restore -- FILE`: puts a backup from `npm run backup` (or a scheduled one) back (decision 031):
// into an empty DATA_DIR on the embedded database, into the empty database DATABASE_URL names on
// PostgreSQL. Never over data: a folder or database that holds anything is refused, and so is a folder
// a server has open. `npm start` then runs on it; migrations newer than the backup apply at start.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError, type BackupKind, backupKind } from '../ops/backup-file.ts';
import { isEmptyFolder, type RestoredSummary, restoreEmbedded } from '../ops/embedded-backup.ts';
import { restorePostgres } from '../ops/postgres-backup.ts';
import { loadDotEnv } from './dotenv.ts';

const USAGE = 'Usage: npm run restore -- FILE   (a backup made by npm run backup, or a scheduled one)';

/** The backup's kind, from its first bytes; refuses a file that is missing or not a backup. */
function kindOf(file: string): BackupKind {
  const head = Buffer.alloc(8);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const kind = backupKind(head);
  if (!kind) {
    throw new BackupError(
      `${file} is not a Podium backup: neither an embedded-database tarball (.tar.gz) nor a pg_dump archive (.dump).`,
    );
  }
  return kind;
}

const described = (summary: RestoredSummary) =>
  `${summary.tables} tables${summary.members === null ? '' : `, ${summary.members} members`}`;

async function restoreIntoDataDir(file: string, dataDir: string): Promise<string> {
  const lock = acquireDataDirLock(dataDir, '`npm run restore`');
  try {
    const folder = join(lock.dataDir, 'pglite');
    if (!isEmptyFolder(folder)) {
      throw new BackupError(
        `${folder} already holds a database: a restore never overwrites one. Restore into a new data folder ` +
          `(DATA_DIR=/path/to/new npm run restore -- ${file}) and point the site's DATA_DIR at it, ` +
          `or move this folder away first (mv ${folder} ${folder}.old) while the site is stopped.`,
      );
    }
    const summary = await restoreEmbedded(readFileSync(file), folder);
    return `Restored ${file} into ${folder} (${described(summary)}).`;
  } finally {
    lock.release();
  }
}

async function main(args: string[]): Promise<string> {
  const [fileArg, ...rest] = args;
  if (!fileArg || fileArg.startsWith('-') || rest.length > 0) throw new BackupError(USAGE);
  loadDotEnv();
  const config = loadConfig();
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  const kind = kindOf(file);
  let restored: string;
  if (config.databaseUrl) {
    if (kind !== 'postgres') {
      throw new BackupError(
        `${file} is a backup of the embedded database, and DATABASE_URL is set: unset DATABASE_URL to restore it ` +
          'into DATA_DIR (these commands do not move data from the embedded database to PostgreSQL).',
      );
    }
    const done = await restorePostgres(config.databaseUrl, file);
    restored = `Restored ${file} into PostgreSQL database "${done.database}" (${described(done)}; pg_restore ${done.tool}).`;
  } else {
    if (kind !== 'embedded') {
      throw new BackupError(
        `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to an empty database to restore it into.`,
      );
    }
    restored = await restoreIntoDataDir(file, config.dataDir);
  }
  return `${restored}\nStart the site on it with npm start; migrations newer than the backup apply at start.`;
}

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    const known =
      error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
