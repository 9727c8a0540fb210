import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RedisOptions {
  /** `command`: rate limits, publishing, readiness; `subscriber`: the bus's listening connection. */
  role: 'command' | 'subscriber';
}

/**
 * A Redis connection that never holds a request up during an outage: commands fail at once while it is
 * disconnected (no offline queue) and it reconnects by itself with a capped backoff. The subscriber
 * connection queues its commands until it is connected; its owner subscribes again after a reconnect.
 * The outage and the recovery are logged once each, not once per retry.
 */
export function openRedis(url: string, log: Log, { role }: RedisOptions): Redis {
  const redis = new Redis(url, {
    connectionName: `podium-${role}`,
    connectTimeout: 2000,
    autoResubscribe: false, // the bus renews its subscription itself and knows when it holds
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 1,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let down = false;
  const lost = (reason: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: reason }, `redis (${role}) unreachable; retrying in the background`);
  };
  redis.on('error', lost);
  redis.on('close', () => {
    if (redis.status !== 'end') lost(new Error('connection closed'));
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`redis (${role}) is reachable again`);
  });
  return redis;
}

/** Resolves when the connection is ready, or after `timeoutMs` (then it keeps trying in the background). */
export function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
