// The site as `npm start` runs it, for the benchmarks: a free port, a throwaway data folder, the demo data.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port on 127.0.0.1 from ${from} to ${from + 99}`);
}

/**
 * `scriptLoading` (bench:web --compare-loading) starts it through bench-server-main.ts, which sets how a
 * rendered page's scripts load before the server starts (apps/server/src/plugins/after-paint.ts).
 */
export function startServer(
  root: string,
  port: number,
  dataDir: string,
  production: boolean,
  scriptLoading?: string,
): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY', 'WEB_DIST_DIR', 'TRUST_PROXY'])
    delete env[key];
  const mode = production
    ? {
        NODE_ENV: 'production',
        SESSION_SECRET: 'bench-web-session-secret-not-for-use-anywhere',
        DISCORD_CLIENT_ID: 'bench',
        DISCORD_CLIENT_SECRET: 'bench',
      }
    : { NODE_ENV: 'development' };
  const main = scriptLoading ? 'scripts/lib/bench-server-main.ts' : 'apps/server/src/main.ts';
  return spawn(process.execPath, ['--import', 'tsx', join(root, main)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      ...mode,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...(scriptLoading ? { BENCH_SCRIPT_LOADING: scriptLoading } : {}),
      // A copy of the build (its dist-ssr beside it), safe from a rebuild in the checkout meanwhile.
      ...(process.env.BENCH_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR } : {}),
    },
  });
}

export async function waitUntilServing(base: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /healthz within 90 s');
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
