import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type OpsLog, startControlSocket } from './control-socket.ts';
import { dumpEmbedded } from './embedded-backup.ts';
import { startScheduledBackups } from './scheduled-backups.ts';

/**
 * The running server's part in backups (decision 031), started once it listens; resolves to the stop
 * function to call before the database closes. On the embedded database: the control socket
 * `npm run backup` asks, and the schedule of BACKUP_DIR / BACKUP_EVERY. On PostgreSQL: nothing, and a
 * schedule that is configured is said to have no effect there.
 */
export async function startBackups(
  config: Config,
  database: Database,
  log: OpsLog,
): Promise<() => Promise<void>> {
  const pglite = database.pglite;
  if (!pglite) {
    if (config.backup) {
      log.warn(
        'BACKUP_DIR and BACKUP_EVERY schedule backups of the embedded database only: with DATABASE_URL, ' +
          'schedule `npm run backup` (pg_dump) with cron or a systemd timer instead',
      );
    }
    return async () => {};
  }
  const dump = () => dumpEmbedded(pglite);
  const stopSocket = await startControlSocket({ dataDir: config.dataDir, backup: dump, log });
  const stopSchedule = config.backup
    ? startScheduledBackups({ ...config.backup, dump, log })
    : async () => {};
  return async () => {
    await stopSchedule();
    await stopSocket();
  };
}
