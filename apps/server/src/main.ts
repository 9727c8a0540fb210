import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureDefaultAchievements } from './features/achievements/achievements.service.ts';
import { startJobs } from './jobs.ts';
import { JsonCache } from './lib/cache.ts';
import { resolveSecret } from './secret.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : openDatabase({ driver: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') });
  await database.migrate();
  await ensureDefaultAchievements(database.db);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);

  const cache = new JsonCache();
  const app = await buildApp({ config, db: database.db, secret: resolveSecret(config), cache });
  const stopJobs = startJobs(app);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Podium is running on ${config.publicUrl} (${database.driver})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
