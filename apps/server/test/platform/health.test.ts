import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { json, TEST_SECRET, testConfig, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();
const others: FastifyInstance[] = [];

const appWith = async (parts: { db?: Db; redis?: Redis }) => {
  const app = await buildApp({
    config: testConfig(),
    db: parts.db ?? ctx.db,
    secret: TEST_SECRET,
    cache: new JsonCache(),
    live: new LiveHub(),
    redis: parts.redis,
  });
  others.push(app);
  return app;
};

/** A database that is down: every query fails. */
const downDb = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;

afterAll(async () => {
  for (const app of others) await app.close();
});

describe('health and readiness', () => {
  it('answers /healthz without touching the database', async () => {
    const res = await (await appWith({ db: downDb })).inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready, with 503 in the envelope, when the database is down', async () => {
    const res = await (await appWith({ db: downDb })).inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'unavailable',
      message: 'Not ready: database unreachable.',
      data: { database: 'unreachable' },
    });
  });

  it('is not ready when Redis is configured but unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const res = await (await appWith({ redis })).inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({ code: 'unavailable', data: { database: 'ok', redis: 'unreachable' } });
    redis.disconnect();
  });
});

describe('request ids', () => {
  it('names each request in the response, keeping a sane incoming x-request-id', async () => {
    const fresh = await ctx.app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c2e.0001' } });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a9c2e.0001');
  });

  it('replaces an incoming id that is too long or carries odd characters', async () => {
    for (const sent of ['short', 'x'.repeat(200), 'id with spaces', '{"forged":"log"}']) {
      const res = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id'], sent).not.toBe(sent);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
