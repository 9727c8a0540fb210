import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '@podium/shared/site-settings/boot';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { ANON_COOKIE, createSession, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { SETTINGS_KEY } from '../../src/features/site-settings/site-settings.cache.ts';
import { findOrCreateUser } from '../../src/features/users/users.repository.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { createLogger } from '../../src/logger.ts';
import { TEST_SECRET, testConfig } from '../helpers/app.ts';
import { resetDatabase, testDatabase } from '../helpers/db.ts';
import { fakeWebBuild } from './fake-web-build.ts';

/**
 * The fast lane (decision 066): cached anonymous reads and pages answered before Fastify must be the
 * answers Fastify gives — status, headers, cookies, body, request id and log line — and everything
 * else must still reach Fastify. Real HTTP on a listening server (app.inject never goes through the
 * server's request listener, so it is Fastify's answer to compare with).
 */
type Line = Record<string, unknown> & { level: number; msg: string };
let lines: Line[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
    done();
  },
});

let app: FastifyInstance;
let db: Db;
let base = '';
const cache = new JsonCache();
/** Requests that reached Fastify's routes (GET and HEAD) for /api/r/settings (the lane's never do). */
let settingsRoute = 0;
/** Requests that reached Fastify's page routes (`/` and `/*`). */
let pageRoute = 0;
const counting = (route: RouteOptions, count: () => void) => {
  const hooks = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
  route.onRequest = [async () => count(), ...hooks];
};

beforeAll(async () => {
  db = (await testDatabase()).db;
  const config = testConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: fakeWebBuild(['/api/r/settings']) });
  app = await buildApp(
    { config, db, secret: TEST_SECRET, cache, live: new LiveHub() },
    {
      logger: createLogger(config, {}, sink),
      onRoute: (route) => {
        if (route.url === '/api/r/settings') counting(route, () => settingsRoute++);
        if (route.method === 'GET' && (route.url === '/' || route.url === '/*'))
          counting(route, () => pageRoute++);
      },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await resetDatabase(db);
  cache.invalidate();
  lines = [];
  settingsRoute = 0;
  pageRoute = 0;
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a client sends it, the body as sent (not decoded). */
const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

/** The headers that differ per response whoever answers: the id, the date, and a member's cookies. */
const comparable = (headers: IncomingHttpHeaders) => {
  const {
    'x-request-id': _id,
    date: _date,
    'set-cookie': _cookies,
    connection: _c,
    'keep-alive': _k,
    ...rest
  } = headers;
  return rest;
};
const renderOf = (body: Buffer) => Number(/<!--render (\d+)-->/.exec(body.toString())?.[1]);
/** Log lines flush within 250 ms (batched); wait for as many request lines as expected. */
async function requestLines(count: number) {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const found = lines.filter((line) => typeof line.status === 'number');
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return lines.filter((line) => typeof line.status === 'number');
}

describe('cached reads in the fast lane', () => {
  it('a fresh read is answered without Fastify, byte for byte as Fastify answers it, with its own id and line', async () => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const cold = await get('/api/r/settings', headers);
      const hot = await get('/api/r/settings', headers);
      const fastify = await app.inject({ url: '/api/r/settings', headers });
      expect(hot.status).toBe(200);
      expect(hot.body.equals(cold.body)).toBe(true);
      expect(hot.body.equals(fastify.rawPayload)).toBe(true);
      expect(comparable(hot.headers)).toEqual(comparable(cold.headers));
      expect(comparable(hot.headers)).toEqual(comparable(fastify.headers as IncomingHttpHeaders));
      expect(hot.headers['x-request-id']).not.toBe(cold.headers['x-request-id']);
    }
    // Only the very first request reached the route, and the three inject calls (Fastify's by definition).
    expect(settingsRoute).toBe(1 + 3);
  });

  it('answers 304 to its ETag as Fastify does, and keeps a sane incoming request id', async () => {
    const first = await get('/api/r/settings');
    const etag = String(first.headers.etag);
    const conditional = { 'if-none-match': etag, 'x-request-id': 'trace-0123456789' };
    const lane = await get('/api/r/settings', conditional);
    const fastify = await app.inject({ url: '/api/r/settings', headers: conditional });
    expect(lane.status).toBe(304);
    expect(lane.body.length).toBe(0);
    expect(comparable(lane.headers)).toEqual(comparable(fastify.headers as IncomingHttpHeaders));
    expect(lane.headers['x-request-id']).toBe('trace-0123456789');
    expect(settingsRoute).toBe(2);
    // The two requests' lines, then the inject's.
    const logged = (await requestLines(3)).slice(0, 2);
    expect(
      logged.map(({ reqId, method, route, status, level }) => ({ reqId, method, route, status, level })),
    ).toEqual([
      {
        reqId: first.headers['x-request-id'],
        method: 'GET',
        route: '/api/r/settings',
        status: 200,
        level: 30,
      },
      { reqId: 'trace-0123456789', method: 'GET', route: '/api/r/settings', status: 304, level: 30 },
    ]);
    for (const line of logged) expect(typeof line.ms).toBe('number');
  });

  it('leaves members, query strings, HEAD and a dropped entry to Fastify', async () => {
    await get('/api/r/settings');
    const user = await findOrCreateUser(db, 'lane');
    const token = await createSession(db, user.id);
    const member = await get('/api/r/settings', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(member.headers['cache-control']).toBe('private, no-cache');
    await get('/api/r/settings?x=1');
    await new Promise<Answer>((resolve, reject) =>
      httpRequest(`${base}/api/r/settings`, { method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }),
        );
      })
        .on('error', reject)
        .end(),
    );
    cache.invalidate(SETTINGS_KEY);
    await get('/api/r/settings');
    expect(settingsRoute).toBe(5);
  });
});

describe('anonymous pages in the fast lane', () => {
  it('a fresh page is the shared render, the same bytes and headers for every visitor, with no cookie', async () => {
    const first = await get('/leaderboard?lane=1', { 'accept-encoding': 'gzip' });
    const second = await get('/leaderboard?lane=1', { 'accept-encoding': 'gzip' });
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    for (const answer of [first, second]) expect(answer.headers['set-cookie']).toBeUndefined();
    expect(pageRoute).toBe(1);
    const logged = await requestLines(2);
    expect(logged.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/leaderboard', status: 200 },
      { method: 'GET', path: '/leaderboard', status: 200 },
    ]);
  });

  it("a visitor's first write asks for its CSRF token, which the write then carries (decision 068)", async () => {
    await get('/raffles?lane=2');
    const lane = await get('/raffles?lane=2');
    expect(lane.headers['set-cookie']).toBeUndefined();
    expect(pageRoute).toBe(1);
    const asked = await app.inject({ url: CSRF_PATH });
    expect(asked.headers['cache-control']).toBe('no-store');
    const anon = asked.cookies.find((c) => c.name === ANON_COOKIE)!;
    expect(anon).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31_536_000 });
    const csrf = asked.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(csrf.httpOnly).toBeFalsy();
    expect(asked.json().data).toEqual({ csrf_token: csrf.value });
    const cookie = `${ANON_COOKIE}=${anon.value}`;
    const write = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/r/contact',
        headers: { cookie, [CSRF_HEADER]: token },
        payload: {},
      });
    expect((await write(csrf.value)).statusCode).toBe(400); // past the check: the form's own errors
    expect((await write('x'.repeat(43))).statusCode).toBe(403);
    // Asked again with the cookies it holds: the same token, and no cookie set again.
    const again = await app.inject({
      url: CSRF_PATH,
      headers: { cookie: `${cookie}; ${CSRF_COOKIE}=${csrf.value}` },
    });
    expect(again.json().data.csrf_token).toBe(csrf.value);
    expect(again.cookies).toEqual([]);
  });

  it('a page made stale by a change is not served by the lane: Fastify serves it once and renders anew', async () => {
    const first = await get('/?lane=3');
    // Past the gap between two renders of one page (page-cache.ts), still within its second of freshness.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(renderOf((await get('/?lane=3')).body)).toBe(renderOf(first.body));
    cache.invalidate(SETTINGS_KEY);
    const stale = await get('/?lane=3');
    expect(renderOf(stale.body)).toBe(renderOf(first.body));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(renderOf((await get('/?lane=3')).body)).toBe(renderOf(first.body) + 1);
  });
});
