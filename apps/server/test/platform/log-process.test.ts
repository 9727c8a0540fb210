import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess } from '../helpers/app-process.ts';

/**
 * The real server (main.ts) writes its log asynchronously (decision 030): a request is one line, and
 * what is still buffered when it stops is written before the process exits — its last words too.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'podium-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process’s log', () => {
  it('writes one line per request, soon even when quiet, and loses nothing at shutdown', async () => {
    const app = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const res = await fetch(`${app.url}/api/r/settings?utm_source=secret-campaign`);
    expect(res.status).toBe(200);
    const reqId = res.headers.get('x-request-id');
    // Lines are written in batches under load, but a quiet server's line is not held until it stops.
    await expect
      .poll(() => app.logs.some((line) => line.reqId === reqId), { timeout: 2000, interval: 50 })
      .toBe(true);
    expect(await app.stop()).toBe(0);

    const lines = app.logs.filter((line) => line.reqId === reqId);
    expect(lines).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/r/settings',
        status: 200,
        msg: 'GET /api/r/settings 200',
      }),
    ]);
    const text = JSON.stringify(app.logs);
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain('secret-campaign');
    expect(app.logs.at(-1)).toMatchObject({ msg: 'stopped' });
  }, 60_000);
});
