import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A refusal or failure told to the operator as it is: the message says what happened and what to do. */
export class BackupError extends Error {}

/** What a backup file holds, told by its first bytes. */
export type BackupKind = 'embedded' | 'postgres';

/** The embedded database's backups are gzipped tarballs of its data folder; PostgreSQL's are pg_dump archives. */
export const BACKUP_EXTENSION: Record<BackupKind, string> = { embedded: '.tar.gz', postgres: '.dump' };

/** gzip's magic number (the embedded tarball), and the start of pg_dump's custom format. */
export function backupKind(head: Buffer): BackupKind | null {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** `podium-2026-05-01T06-00-00.000Z.tar.gz`: sorts by time, and has no character a file system refuses. */
export const backupFileName = (kind: BackupKind, at: Date) =>
  `podium-${at.toISOString().replaceAll(':', '-')}${BACKUP_EXTENSION[kind]}`;

/** The megabytes people read in a message. */
export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Refuses a path that already names something: a backup never replaces a file. */
export function refuseExisting(path: string): void {
  if (existsSync(path)) {
    throw new BackupError(`${path} exists already: a backup never replaces a file. Choose another name.`);
  }
}

/** The temporary name a file is written under before it is renamed into place (same folder, so rename is atomic). */
export const temporaryPath = (path: string) =>
  join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);

/**
 * Writes a file whole or not at all: to a temporary name in the same folder, flushed to disk, then
 * renamed into place. Readable by its owner only (a backup holds every member's data).
 */
export async function writeFileAtomic(path: string, data: Uint8Array): Promise<void> {
  await writeAtomicallyWith(path, async (temp) => {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/** Runs `write(temp)` (which must create `temp`), then renames it to `path`; the temporary file never stays. */
export async function writeAtomicallyWith(
  path: string,
  write: (temp: string) => Promise<void>,
): Promise<void> {
  const temp = temporaryPath(path);
  try {
    await write(temp);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}
