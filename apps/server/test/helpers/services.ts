import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PG_ADMIN_URL } from './db.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the tests that need a service can run: true when it answers; false when it does not on a
 * developer's machine (the tests are skipped); an error in CI, which must run them (as scripts/test.mjs
 * does for PostgreSQL).
 */
async function required(name: string, url: string, answers: () => Promise<boolean>): Promise<boolean> {
  if (await answers()) return true;
  if (process.env.CI)
    throw new Error(`${name} is not reachable at ${url}; CI must run the tests that need it.`);
  console.warn(`⚠ ${name} is not reachable at ${url}: the tests that need it are skipped.`);
  return false;
}

export const redisAvailable = () => required('Redis', REDIS_URL, redisAnswers);
export const postgresAvailable = () => required('PostgreSQL', PG_ADMIN_URL, postgresAnswers);

/** A Redis key prefix no other test run or process shares. */
export const uniquePrefix = (name: string) =>
  `podium-test:${process.pid}:${name}:${randomUUID().slice(0, 8)}:`;
