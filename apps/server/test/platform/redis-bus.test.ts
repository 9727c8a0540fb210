import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Bus, RedisBus } from '../../src/lib/bus.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { sharedRateLimitStore } from '../../src/lib/rate-limit-store.ts';
import { type Log, openRedis, whenReady } from '../../src/lib/redis.ts';
import { TcpProxy } from '../fakes/tcp-proxy.ts';
import { REDIS_URL, redisAvailable, uniquePrefix } from '../helpers/services.ts';

const available = await redisAvailable();

const lines: string[] = [];
const log: Log = {
  info: (...args: unknown[]) => void lines.push(`info ${args.find((a) => typeof a === 'string')}`),
  warn: (...args: unknown[]) => void lines.push(`warn ${args.find((a) => typeof a === 'string')}`),
  error: (...args: unknown[]) => void lines.push(`error ${args.find((a) => typeof a === 'string')}`),
} as Log;

const opened: { close(): Promise<void> }[] = [];

/** One "process": its own command and subscriber connections to Redis (or to a proxy in front of it). */
async function processOn(url: string, prefix: string): Promise<{ bus: Bus; redis: Redis }> {
  const redis = openRedis(url, log, { role: 'command' });
  const sub = openRedis(url, log, { role: 'subscriber' });
  const bus = new RedisBus(redis, sub, prefix, log);
  opened.push({
    close: async () => {
      await bus.close();
      redis.disconnect();
    },
  });
  await whenReady(redis, 3000);
  await until(() => bus.shared, 3000);
  return { bus, redis };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const incr = (store: ReturnType<typeof sharedRateLimitStore>, key: string) =>
  new Promise<number>((resolve, reject) =>
    new store({} as never)
      .child({ routeInfo: { method: 'POST', url: '/auth/x' } } as never)
      .incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), 60_000, 5),
  );

afterAll(async () => {
  for (const item of opened) await item.close();
});

describe.skipIf(!available)('Redis: one bus, counters and cache for every process', () => {
  it('delivers a message published in one process to every process, that one included', async () => {
    const prefix = uniquePrefix('bus');
    const a = await processOn(REDIS_URL, prefix);
    const b = await processOn(REDIS_URL, prefix);
    const heard: string[] = [];
    a.bus.subscribe('news', (m) => heard.push(`a:${m}`));
    b.bus.subscribe('news', (m) => heard.push(`b:${m}`));
    b.bus.subscribe('other', (m) => heard.push(`b-other:${m}`));
    a.bus.publish('news', 'hello');
    await until(() => heard.length === 2, 1000);
    expect(heard.sort()).toEqual(['a:hello', 'b:hello']);
  });

  it('drops a cached key in every process within a second of an invalidation in one', async () => {
    const prefix = uniquePrefix('cache');
    const a = new JsonCache({ bus: (await processOn(REDIS_URL, prefix)).bus, ttlMs: 60_000 });
    const b = new JsonCache({ bus: (await processOn(REDIS_URL, prefix)).bus, ttlMs: 60_000 });
    let version = 1;
    const load = async () => ({ version });
    expect((await a.get('board', load)).value).toEqual({ version: 1 });
    expect((await b.get('board', load)).value).toEqual({ version: 1 });
    version = 2;
    a.invalidate('board');
    expect((await a.get('board', load)).value).toEqual({ version: 2 });
    let seen: unknown;
    const took = await until(() => {
      void b.get('board', load).then((entry) => (seen = entry.value));
      return (seen as { version: number } | undefined)?.version === 2;
    }, 1000);
    expect(took).toBeLessThan(1000);
  });

  it('counts rate limits in Redis, across processes, per route and key', async () => {
    const prefix = uniquePrefix('rl');
    const a = sharedRateLimitStore((await processOn(REDIS_URL, prefix)).redis, prefix);
    const b = sharedRateLimitStore((await processOn(REDIS_URL, prefix)).redis, prefix);
    expect(await incr(a, '10.0.0.1')).toBe(1);
    expect(await incr(b, '10.0.0.1')).toBe(2);
    expect(await incr(a, '10.0.0.1')).toBe(3);
    expect(await incr(b, '10.0.0.2')).toBe(1);
  });

  it('reads a count without adding to it, for limiters made without a route (failure limits)', async () => {
    const prefix = uniquePrefix('read');
    type Counter = { current: number; ttl: number };
    type Readable = {
      incr(key: string, cb: () => void, windowMs: number, max: number): void;
      read(key: string, cb: (error: Error | null, result?: Counter) => void): void;
    };
    const routeless = async () =>
      new (sharedRateLimitStore((await processOn(REDIS_URL, prefix)).redis, prefix))({} as never).child({
        routeInfo: {},
      } as never) as unknown as Readable;
    const [a, b] = [await routeless(), await routeless()];
    const read = (store: Readable, key: string) =>
      new Promise<Counter>((resolve, reject) =>
        store.read(key, (error, result) => (error ? reject(error) : resolve(result!))),
      );
    expect(await read(a, 'guess:1')).toEqual({ current: 0, ttl: 0 });
    await new Promise<void>((resolve) => a.incr('guess:1', resolve, 60_000, 5));
    await new Promise<void>((resolve) => b.incr('guess:1', resolve, 60_000, 5));
    const seen = await read(b, 'guess:1');
    expect(seen.current).toBe(2);
    expect(seen.ttl).toBeGreaterThan(50_000);
    expect((await read(a, 'guess:1')).current).toBe(2); // reading added nothing
  });

  it('keeps serving per-process while Redis is away, logs it once, and rejoins by itself', async () => {
    const proxy = await new TcpProxy('127.0.0.1', Number(new URL(REDIS_URL).port || 6379)).restore();
    opened.push({ close: () => proxy.cut() });
    const prefix = uniquePrefix('outage');
    const cut = await processOn(proxy.url, prefix);
    const other = await processOn(REDIS_URL, prefix);
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    let resyncs = 0;
    cut.bus.subscribe('news', (m) => heardHere.push(m));
    other.bus.subscribe('news', (m) => heardThere.push(m));
    cut.bus.onResync(() => resyncs++);
    const limits = sharedRateLimitStore(cut.redis, prefix);
    lines.length = 0;

    await proxy.cut();
    await until(() => !cut.bus.shared, 2000);
    cut.bus.publish('news', 'during the outage');
    expect(heardHere).toEqual(['during the outage']); // this process still hears itself
    expect(await incr(limits, '10.0.0.9')).toBe(1); // limits fall back to this process's counters
    expect(await incr(limits, '10.0.0.9')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500)); // several reconnection attempts fail
    expect(lines.filter((l) => l.startsWith('warn')).sort()).toEqual([
      'warn bus: Redis is away; cache invalidation and live events reach this process only',
      'warn redis (command) unreachable; retrying in the background',
      'warn redis (subscriber) unreachable; retrying in the background',
    ]); // once each, however many reconnection attempts fail

    await proxy.restore();
    await until(() => cut.bus.shared, 5000);
    expect(resyncs).toBe(1);
    cut.bus.publish('news', 'after');
    await until(() => heardThere.includes('after'), 1000);
    expect(heardThere).not.toContain('during the outage');
    expect(lines.some((l) => l.includes('reachable again'))).toBe(true);
  });
});
