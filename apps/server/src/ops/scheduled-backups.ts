import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backupFileName, formatSize, writeFileAtomic } from './backup-file.ts';
import type { OpsLog } from './control-socket.ts';

/** The files a schedule writes (backup-file.ts `backupFileName`), and nothing else in the folder. */
const SCHEDULED_FILE = /^podium-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;
/** A temporary file a killed server left mid-write (backup-file.ts `temporaryPath`), removed after a day. */
const LEFTOVER_FILE = /^\.podium-.*\.tmp$/;
const LEFTOVER_AGE_MS = 86_400_000;

export interface ScheduledBackupOptions {
  /** config.backup: the folder, the interval, how many files to keep. */
  dir: string;
  everyMs: number;
  keep: number;
  /** Takes a backup of the embedded database (embedded-backup.ts `dumpEmbedded`). */
  dump: () => Promise<Buffer>;
  log: OpsLog;
  now?: () => Date;
}

/**
 * Every `everyMs`, writes a backup to `dir` under a timestamped name (whole or not at all) and removes
 * all but the newest `keep`. The first one is due `everyMs` after the newest file already there, so a
 * server restarted more often than the interval still takes them. Each backup is logged (info) with
 * its file and size, each failure (warn) with the reason; a failure waits for the next turn. Returns
 * a stop function that waits for a backup in flight.
 */
export function startScheduledBackups(options: ScheduledBackupOptions): () => Promise<void> {
  const dir = resolve(options.dir);
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => schedule(options.everyMs));
    }, delayMs);
    timer.unref();
  };

  const runOnce = async () => {
    try {
      await mkdir(dir, { recursive: true });
      const bytes = await options.dump();
      const file = join(dir, backupFileName('embedded', now()));
      await writeFileAtomic(file, bytes);
      const removed = await prune(dir, options.keep, now());
      options.log.info(
        { file, bytes: bytes.length, removed },
        `backup written: ${file} (${formatSize(bytes.length)})`,
      );
    } catch (error) {
      options.log.warn({ err: error, dir }, `scheduled backup failed: ${(error as Error).message}`);
    }
  };

  void firstDelay(dir, options.everyMs, now())
    .catch(() => 0)
    .then(schedule);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Time until the first backup: `everyMs` after the newest one in the folder, at once when none is newer. */
async function firstDelay(dir: string, everyMs: number, now: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => SCHEDULED_FILE.test(name))
    .sort()
    .at(-1);
  if (!newest) return 0;
  const taken = (await stat(join(dir, newest))).mtimeMs;
  return Math.min(everyMs, Math.max(0, taken + everyMs - now.getTime()));
}

/** Removes all but the newest `keep` scheduled backups, and temporary files left a day ago; names what went. */
async function prune(dir: string, keep: number, now: Date): Promise<string[]> {
  const names = await readdir(dir);
  const old = names
    .filter((name) => SCHEDULED_FILE.test(name))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of names.filter((n) => LEFTOVER_FILE.test(n))) {
    const age = now.getTime() - (await stat(join(dir, name))).mtimeMs;
    if (age > LEFTOVER_AGE_MS) old.push(name);
  }
  for (const name of old) await unlink(join(dir, name));
  return old;
}
