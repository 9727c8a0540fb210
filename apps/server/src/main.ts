import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { runPrimary, workerCount } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ensureDefaultAchievements } from './features/achievements/achievements.usecases.ts';
import { startJobs } from './jobs.ts';
import { createLogger } from './logger.ts';
import { openPlatform } from './platform.ts';
import { resolveSecret } from './secret.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** A shutdown that has not finished draining by then exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const openConfiguredDatabase = (config: Config, log: FastifyBaseLogger): Database =>
  config.databaseUrl
    ? openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        onIdleError: (error) =>
          log.warn({ err: error }, 'an idle database connection ended; the pool replaces it'),
      })
    : openDatabase({ driver: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') });

/** Once, before anything serves (in the cluster's primary when there is one): schema, catalogue, demo. */
async function prepare(database: Database, config: Config) {
  await database.migrate();
  await ensureDefaultAchievements(database.db);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  resolveSecret(config); // writes the generated secret before several workers read it
}

/**
 * One serving process: listens, runs the jobs, and on SIGTERM/SIGINT stops the jobs, ends the live
 * streams, drains requests in flight (new ones get 503), then closes Redis and the database.
 */
async function serve(config: Config, log: FastifyBaseLogger) {
  const database = openConfiguredDatabase(config, log);
  if (cluster.isPrimary) await prepare(database, config);
  const platform = await openPlatform(config, log);
  const { cache, live, redis, sessions } = platform;
  const deps = { config, db: database.db, secret: resolveSecret(config), cache, live, redis, sessions };
  const app = await buildApp(deps, { logger: log });
  const stopJobs = startJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: draining requests and live streams`);
    setTimeout(() => {
      log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await stopJobs();
    await app.close();
    await platform.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = cluster.isWorker ? `, worker ${cluster.worker?.id}` : '';
  const redisNote = redis ? ' + Redis' : '';
  log.info(`Podium is running on ${config.publicUrl} (${database.driver}${redisNote}${where})`);
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const workers = cluster.isPrimary ? workerCount(config, log) : 1;
  if (workers === 1) return serve(config, log);
  const database = openConfiguredDatabase(config, log);
  await prepare(database, config);
  await database.close();
  runPrimary(workers, log);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
