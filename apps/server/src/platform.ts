import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { SessionCache } from './features/auth/session-cache.ts';
import { type Bus, MemoryBus, RedisBus } from './lib/bus.ts';
import { JsonCache } from './lib/cache.ts';
import { LiveHub } from './lib/live.ts';
import { type Log, openRedis, whenReady } from './lib/redis.ts';

/** What the processes share: one process alone without REDIS_URL, every process through Redis with it. */
export interface Platform {
  bus: Bus;
  cache: JsonCache;
  live: LiveHub;
  sessions: SessionCache;
  redis?: Redis;
  close(): Promise<void>;
}

/**
 * Opens the shared services. With REDIS_URL it waits briefly for Redis and, if Redis is not there,
 * starts anyway: rate limits, cache invalidation and live events stay per-process until it comes.
 */
export async function openPlatform(config: Config, log: Log): Promise<Platform> {
  if (!config.redisUrl) {
    const bus = new MemoryBus(log);
    return {
      bus,
      cache: new JsonCache({ bus }),
      live: new LiveHub({ bus }),
      sessions: new SessionCache({ bus }),
      close: async () => {},
    };
  }
  const redis = openRedis(config.redisUrl, log, { role: 'command' });
  const subscriber = openRedis(config.redisUrl, log, { role: 'subscriber' });
  const bus = new RedisBus(redis, subscriber, config.redisPrefix, log);
  if (!(await whenReady(redis, 3000))) {
    log.warn('Redis is not reachable yet; the site serves on, per-process, until it is');
  }
  return {
    bus,
    redis,
    cache: new JsonCache({ bus }),
    live: new LiveHub({ bus }),
    sessions: new SessionCache({ bus }),
    close: async () => {
      await bus.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
