import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsLog } from '../../src/ops/control-socket.ts';
import { dumpEmbedded } from '../../src/ops/embedded-backup.ts';
import { startScheduledBackups } from '../../src/ops/scheduled-backups.ts';
import { driver } from '../helpers/db.ts';

interface Line {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  msg: string;
}

/** A logger that keeps what it is told, as pino takes it: (fields, message) or (message). */
function collectingLog() {
  const lines: Line[] = [];
  const at =
    (level: Line['level']) =>
    (first: unknown, second?: unknown): void => {
      lines.push(
        typeof first === 'string'
          ? { level, fields: {}, msg: first }
          : { level, fields: first as Record<string, unknown>, msg: String(second) },
      );
    };
  return { lines, log: { info: at('info'), warn: at('warn') } as unknown as OpsLog };
}

const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The embedded database alone: run once, in the PGlite pass.
describe.skipIf(driver !== 'pglite')('scheduled backups of the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'podium-scheduled-'));
  let pglite: PGlite;
  const dump = () => dumpEmbedded(pglite);

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec('create table notes (id serial primary key, body text)');
  });
  afterAll(async () => {
    await pglite.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes one timestamped file a turn, keeps the newest N and logs each with its size', async () => {
    const dir = join(work, 'kept');
    const { lines, log } = collectingLog();
    const stop = startScheduledBackups({ dir, everyMs: 100, keep: 2, dump, log });
    await until(() => lines.filter((line) => line.level === 'info').length >= 4);
    await stop();

    const written = lines.filter((line) => line.level === 'info').map((line) => line.fields.file as string);
    const kept = readdirSync(dir).sort();
    expect(kept).toHaveLength(2);
    expect(kept.every((name) => /^podium-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/.test(name))).toBe(
      true,
    );
    expect(written.slice(-2).map((file) => file.split('/').pop())).toEqual(kept);
    expect(statSync(join(dir, kept[1] as string)).mode & 0o777).toBe(0o600);
    const last = lines.filter((line) => line.level === 'info').at(-1) as Line;
    expect(last.fields.bytes).toBe(statSync(last.fields.file as string).size);
    expect(last.msg).toMatch(/^backup written: .*\.tar\.gz \(\d+\.\d (kB|MB)\)$/);
    expect(lines.some((line) => line.level === 'warn')).toBe(false);
  });

  it('takes the first one an interval after the newest backup already there', async () => {
    const dir = join(work, 'recent');
    const { lines, log } = collectingLog();
    const first = startScheduledBackups({ dir, everyMs: 60_000, keep: 2, dump, log });
    await until(() => lines.length >= 1); // none there yet: one at once
    await first();
    const restarted = startScheduledBackups({ dir, everyMs: 60_000, keep: 2, dump, log });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await restarted();
    expect(lines).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('logs a failed backup as a warning, and tries again at the next turn', async () => {
    const notAFolder = join(work, 'file');
    writeFileSync(notAFolder, 'in the way');
    const { lines, log } = collectingLog();
    const stop = startScheduledBackups({ dir: notAFolder, everyMs: 100, keep: 2, dump, log });
    await until(() => lines.length >= 2);
    await stop();
    expect(lines.slice(0, 2).map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(lines[0]?.msg).toMatch(/^scheduled backup failed: /);
  });
});
