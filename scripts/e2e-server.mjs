// The server the browser tests run against: a fresh PGlite folder with the demo seed, test mode.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'podium-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: 'localhost',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    LOGIN_RATE_LIMIT: '1000',
    SEED_DEMO: 'true',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
