// `npm run backup -- [--out FILE]`: a backup of the site's database (decision 031). The embedded one
// (DATA_DIR) is asked of the running server over its control socket, or dumped here when no server
// runs; PostgreSQL (DATABASE_URL) goes through pg_dump. Restore with `npm run restore -- FILE`.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError, dataDirHolder } from '../db/data-dir-lock.ts';
import {
  BackupError,
  backupFileName,
  formatSize,
  refuseExisting,
  writeFileAtomic,
} from '../ops/backup-file.ts';
import { requestBackup } from '../ops/control-socket.ts';
import { dumpEmbedded } from '../ops/embedded-backup.ts';
import { dumpPostgres } from '../ops/postgres-backup.ts';
import { loadDotEnv } from './dotenv.ts';

const USAGE =
  'Usage: npm run backup -- [--out FILE]   (FILE defaults to podium-<date and time>.tar.gz or .dump)';

/** `--out FILE` or `--out=FILE`; a relative FILE is taken from where npm was run. */
function outPath(args: string[], defaultName: string): string {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--out' && args[i + 1]) out = args[++i];
    else if (arg.startsWith('--out=') && arg.length > 6) out = arg.slice(6);
    else throw new BackupError(USAGE);
  }
  return resolve(process.env.INIT_CWD ?? process.cwd(), out ?? defaultName);
}

/** The embedded database's backup: from the server holding the folder, else taken here under the lock. */
async function embeddedBackup(dataDir: string): Promise<{ bytes: Buffer; how: string }> {
  const folder = join(resolve(dataDir), 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${resolve(dataDir)}: nothing to back up (is DATA_DIR the server's?).`,
    );
  }
  const fromServer = await requestBackup(dataDir);
  if (fromServer) {
    const pid = dataDirHolder(dataDir)?.pid ?? '?';
    return { bytes: fromServer, how: `taken by the running server, process ${pid}` };
  }
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir, '`npm run backup`');
  } catch (error) {
    if (error instanceof DataDirLockedError && error.holder.by === 'the Podium server') {
      throw new BackupError(
        `The Podium server (process ${error.holder.pid}) holds ${error.dataDir} but did not answer on its control socket ` +
          `(${join(error.dataDir, 'podium.sock')}): it may still be starting, so try again in a moment; see its log otherwise.`,
      );
    }
    throw error;
  }
  try {
    const pglite = new PGlite(folder);
    try {
      return { bytes: await dumpEmbedded(pglite), how: 'taken here, no server running' };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

async function main(args: string[]): Promise<string> {
  loadDotEnv();
  const config = loadConfig();
  const started = new Date();
  if (config.databaseUrl) {
    const file = outPath(args, backupFileName('postgres', started));
    refuseExisting(file);
    const done = await dumpPostgres(config.databaseUrl, file);
    const { size } = statSync(file);
    return (
      `Backed up PostgreSQL database "${done.database}" (server ${done.server}, pg_dump ${done.tool}) ` +
      `to ${file} (${formatSize(size)}).\nRestore it into an empty database with: npm run restore -- ${file}`
    );
  }
  const file = outPath(args, backupFileName('embedded', started));
  refuseExisting(file);
  const { bytes, how } = await embeddedBackup(config.dataDir);
  await writeFileAtomic(file, bytes);
  return (
    `Backed up the embedded database in ${resolve(config.dataDir)} (${how}) to ${file} (${formatSize(bytes.length)}).\n` +
    `Restore it into an empty data folder with: npm run restore -- ${file}`
  );
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
