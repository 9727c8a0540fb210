import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 10;
/** A worker drains for at most 10 s (main.ts); after that the primary stops waiting. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * How many workers to run: WEB_CONCURRENCY, but one on the embedded PGlite database, whose data folder
 * only one process may open. Says so, and warns when workers would not share limits and events.
 */
export function workerCount(config: Config, log: FastifyBaseLogger): number {
  const asked = config.webConcurrency;
  if (asked <= 1) return 1;
  if (!config.databaseUrl) {
    log.warn(
      `WEB_CONCURRENCY=${asked} ignored: running 1 process, because the embedded PGlite database is a folder ` +
        'that only one process may open. Set DATABASE_URL (PostgreSQL) to run several workers.',
    );
    return 1;
  }
  if (!config.redisUrl) {
    log.warn(
      `${asked} workers without REDIS_URL: rate limits, cache invalidation and live updates stay per worker ` +
        '(cached reads may lag up to 15 s). Set REDIS_URL to share them.',
    );
  }
  return asked;
}

/**
 * The cluster primary: forks `count` workers that serve on the same port, starts a new one when one
 * dies (giving up on a crash loop), and on SIGTERM/SIGINT asks each to drain and waits for them.
 */
export function runPrimary(count: number, log: FastifyBaseLogger): void {
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  for (let i = 0; i < count; i++) cluster.fork();
  log.info(`primary ${process.pid}: started ${count} workers`);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log.fatal(`workers keep dying (${restarts.length} in a minute); stopping`);
      stop('crash loop', 1);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => !stopping && cluster.fork(), RESTART_DELAY_MS);
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${reason}: stopping the workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode || 1), STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
