import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** One round trip: count the hit, start the window on the first, report the count and what is left. */
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** The count and what is left of the window, without counting (a failure limiter's check). */
const READ_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}`;

type LimiterRedis = Redis & {
  podiumRateLimit(key: string, windowMs: number): Promise<[number, number]>;
  podiumRateLimitRead(key: string): Promise<[number, number]>;
};

const LOCAL_MAX_KEYS = 10_000;

/** This process's counters: a fixed window per key, the oldest keys forgotten past a bound. */
class LocalCounters {
  private windows = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, windowMs: number): Result {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      entry = { current: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > LOCAL_MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  read(key: string): Result {
    const entry = this.windows.get(key);
    const now = Date.now();
    return entry && entry.resetAt > now
      ? { current: entry.current, ttl: entry.resetAt - now }
      : { current: 0, ttl: 0 };
  }
}

/** The plugin's child stores carry the route they count for (none for `app.createRateLimit`). */
type ChildOptions = { routeInfo: { method?: string; url?: string } };

class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: LimiterRedis,
    private readonly local: LocalCounters,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const fullKey = `${this.namespace}${key}`;
    const fallback = () => callback(null, this.local.incr(fullKey, timeWindow));
    if (this.redis.status !== 'ready') {
      fallback();
      return;
    }
    this.redis
      .podiumRateLimit(fullKey, timeWindow)
      .then(([current, ttl]) => callback(null, { current, ttl }), fallback);
  }

  /** Counts without adding one: `createRateLimit(…)(request, { increment: false })`. */
  read(key: string, callback: Callback): void {
    const fullKey = `${this.namespace}${key}`;
    const fallback = () => callback(null, this.local.read(fullKey));
    if (this.redis.status !== 'ready') {
      fallback();
      return;
    }
    this.redis
      .podiumRateLimitRead(fullKey)
      .then(([current, ttl]) => callback(null, { current, ttl }), fallback);
  }

  child(options: unknown): FastifyRateLimitStore {
    const { method = '', url = '' } = (options as ChildOptions).routeInfo ?? {};
    return new SharedStore(this.redis, this.local, `${this.namespace}${method}${url}-`);
  }
}

/**
 * The rate-limit store: counters in Redis, shared by every process, while Redis is reachable; this
 * process's own counters while it is not (limits then count per process, and the site keeps serving).
 */
export function sharedRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const limiter = redis as LimiterRedis;
  if (!limiter.podiumRateLimit) redis.defineCommand('podiumRateLimit', { numberOfKeys: 1, lua: INCR_LUA });
  if (!limiter.podiumRateLimitRead) {
    redis.defineCommand('podiumRateLimitRead', { numberOfKeys: 1, lua: READ_LUA });
  }
  const local = new LocalCounters();
  return class extends SharedStore {
    constructor() {
      super(limiter, local, `${prefix}rl:`);
    }
  };
}
