import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file in an embedded data folder: the holder's pid, written when it opened the folder. */
export const LOCK_FILE = 'podium.lock';
/** A stale lock is taken over under this directory (mkdir is atomic), so two takers never both win. */
const TAKEOVER_DIR = 'podium.lock.takeover';
/** A takeover left behind by a process killed mid-way is ignored after this long. */
const TAKEOVER_STALE_MS = 10_000;

interface LockContent {
  pid: number;
  host: string;
  since: string;
  /** What holds it: the server, or a command such as `npm run role`. */
  by: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockContent,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${holder.by} (process ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        'Only one process may open an embedded database: stop that one first, or set DATA_DIR to another folder. ' +
        `If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  dataDir: string;
  release(): void;
}

const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A pid reused by something that is not Node.js is not our holder (Linux; elsewhere assume it is).
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
};

const readLock = (file: string): LockContent | null => {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number'
      ? {
          pid: parsed.pid,
          host: String(parsed.host ?? '?'),
          since: String(parsed.since ?? '?'),
          by: String(parsed.by ?? 'another process'),
        }
      : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Half-written (its writer died between create and write) or unreadable: nobody's.
    return { pid: 0, host: '?', since: '?', by: 'nobody' };
  }
};

/**
 * The process holding an embedded data folder, or null: a lock whose process is gone (or on another
 * machine that shares the folder, which is not supported) is not a holder.
 */
export function dataDirHolder(dataDir: string): LockContent | null {
  const content = readLock(join(resolve(dataDir), LOCK_FILE));
  if (!content) return null;
  if (content.host !== hostname()) return content;
  return isAlive(content.pid) ? content : null;
}

/** Removes the stale lock `seen` under the takeover directory; false when another taker is at it. */
function takeOver(dir: string, seen: LockContent): boolean {
  const guard = join(dir, TAKEOVER_DIR);
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(guard);
    } catch {}
    return false;
  }
  try {
    // Still the stale lock we saw (not one another taker has written since)? Then it goes.
    const now = readLock(join(dir, LOCK_FILE));
    if (now && now.pid === seen.pid && now.since === seen.since) unlinkSync(join(dir, LOCK_FILE));
    return true;
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Opens an embedded data folder for this process alone: a second start on the same folder throws
 * DataDirLockedError naming the folder and the holder. A lock left by a killed process is taken over.
 * Released on `release()` and, as a last resort, when the process exits.
 */
export function acquireDataDirLock(dataDir: string, by = 'the Podium server'): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, host: hostname(), since: new Date().toISOString(), by };
  for (let attempt = 0; attempt < 50; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder && (holder.host !== mine.host || isAlive(holder.pid))) {
        throw new DataDirLockedError(dir, holder);
      }
      if (holder) takeOver(dir, holder);
      // Another taker may be writing its own lock now: wait a moment, then look again.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 + attempt * 5);
      continue;
    }
    writeSync(fd, JSON.stringify(mine));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const now = readLock(file);
      if (now?.pid === mine.pid && now.since === mine.since) unlinkSync(file);
    };
    process.on('exit', release);
    return { dataDir: dir, release };
  }
  throw new Error(`Could not lock the data folder ${dir}: it kept changing hands.`);
}
