import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { runPrimary, workerCount } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';
import { ensureDefaultAchievements } from './features/achievements/achievements.usecases.ts';
import { startJobs } from './jobs.ts';
import { createLogger, flushLogger } from './logger.ts';
import { startBackups } from './ops/backups.ts';
import { openPlatform } from './platform.ts';
import { resolveSecret } from './secret.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** A shutdown that has not finished draining by then exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The configured database. The embedded one is a folder only one process may open: this process
 * locks it first, and a second start on the same folder stops here with a message naming it.
 */
function openConfiguredDatabase(config: Config, log: FastifyBaseLogger): Database {
  if (config.databaseUrl) {
    return openDatabase({
      driver: 'postgres',
      url: config.databaseUrl,
      onIdleError: (error) =>
        log.warn({ err: error }, 'an idle database connection ended; the pool replaces it'),
    });
  }
  const lock = acquireDataDirLock(config.dataDir);
  const database = openDatabase({ driver: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') });
  return {
    ...database,
    close: async () => {
      await database.close();
      lock.release();
    },
  };
}

/**
 * Once, before anything serves (in the cluster's primary when there is one): schema, catalogue, demo.
 * Machines starting at once on one database take turns (the start-up lock), so each finds the work of
 * the one before it done.
 */
async function prepare(database: Database, config: Config, log: FastifyBaseLogger) {
  await database.withStartupLock(async () => {
    const applied = await database.migrate();
    log.info(
      { migrations: applied },
      applied.length
        ? `database: applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'database: schema up to date, no migration to apply',
    );
    await ensureDefaultAchievements(database.db);
    if (config.seedDemo && (await seedDemoIfEmpty(database.db))) log.info('database: demo content seeded');
  });
  resolveSecret(config); // writes the generated secret before several workers read it
}

/**
 * One serving process: listens, runs the jobs, and on SIGTERM/SIGINT stops the jobs, ends the live
 * streams, drains requests in flight (new ones get 503), then closes Redis and the database.
 */
async function serve(config: Config, log: FastifyBaseLogger) {
  const database = openConfiguredDatabase(config, log);
  if (cluster.isPrimary) await prepare(database, config, log);
  const platform = await openPlatform(config, log);
  const { cache, live, redis, sessions } = platform;
  const deps = { config, db: database.db, secret: resolveSecret(config), cache, live, redis, sessions };
  const app = await buildApp(deps, { logger: log });
  // A restore drill's copy (JOBS=false) must not pull feeds or post announcements as the live site does.
  const stopJobs = config.jobs ? startJobs(app) : async () => {};
  if (!config.jobs)
    log.warn('JOBS=false: no scheduled jobs run in this process (draws, roll-overs, feeds, announcements)');
  let stopBackups = async () => {};

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
    await stopBackups();
    await database.close();
    log.info('stopped');
    await flushLogger(log);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopBackups = await startBackups(config, database, log);
  const where = cluster.isWorker ? `, worker ${cluster.worker?.id}` : '';
  const redisNote = redis ? ' + Redis' : '';
  log.info(`Podium is running on ${config.publicUrl} (${database.driver}${redisNote}${where})`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const log = createLogger(config);
  try {
    const workers = cluster.isPrimary ? workerCount(config, log) : 1;
    if (workers === 1) return await serve(config, log);
    const database = openConfiguredDatabase(config, log);
    await prepare(database, config, log);
    await database.close();
    runPrimary(workers, log);
  } catch (error) {
    // Through the logger, whose serializer keeps query parameters and credentials out (decision 030).
    if (error instanceof DataDirLockedError) log.fatal(error.message);
    else log.fatal({ err: error }, 'could not start');
    await flushLogger(log);
    process.exit(1);
  }
}

void main();
