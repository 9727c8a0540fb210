import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { prefersHtml, waitInWords } from '../../src/plugins/error-page.ts';
import { json, TEST_SECRET, testConfig, useTestApp } from '../helpers/app.ts';
import { fakeWebBuild } from './fake-web-build.ts';

/**
 * A browser's navigation that fails gets a page a person can read — the rate limit, an outage, a
 * deploy, a fault of ours — with the right status; the web app's own calls (and any API caller) keep
 * the envelope. Decision 030.
 */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';
const API = 'application/json';

const ctx = useTestApp();
beforeAll(() => {
  // A page route that fails the way a fault of ours does.
  ctx.app.get('/test/crash-page', async () => {
    throw new Error('connect ECONNREFUSED postgres://podium:hunter2@db:5432');
  });
});
const others: FastifyInstance[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
  for (const close of closers) await close();
});

const appWith = async (env: Record<string, string>, parts: Partial<Parameters<typeof buildApp>[0]> = {}) => {
  const app = await buildApp({
    config: testConfig(env),
    db: ctx.db,
    secret: TEST_SECRET,
    cache: new JsonCache(),
    live: new LiveHub(),
    ...parts,
  });
  others.push(app);
  return app;
};

/** A PostgreSQL nobody listens on: every query fails the way a database outage does (ECONNREFUSED). */
function unreachableDatabase() {
  const database = openDatabase({ driver: 'postgres', url: 'postgres://podium@127.0.0.1:1/podium' });
  closers.push(() => database.close());
  return database.db;
}

/** A page: HTML, self-contained (inline style, no script, nothing fetched), under the site's CSP. */
function expectPage(res: LightMyRequestResponse, status: number, heading: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).toContain(`<h1>${heading}</h1>`);
  expect(res.body).toContain('<style>');
  expect(res.body).not.toMatch(/<script|<link|src=|url\(/i);
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(res.body).toContain(`reference ${res.headers['x-request-id']}`);
}

describe('which requests get a page', () => {
  it('a browser navigation (HTML preferred) does; fetches, curl, a bare */* and no Accept do not', () => {
    expect(prefersHtml(BROWSER)).toBe(true);
    expect(prefersHtml('text/html')).toBe(true);
    for (const accept of [
      API,
      '*/*',
      undefined,
      '',
      'application/json, text/html;q=0.9',
      'text/event-stream',
    ]) {
      expect(prefersHtml(accept), String(accept)).toBe(false);
    }
  });

  it('says a wait as people do', () => {
    expect(waitInWords(42)).toBe('in 42 seconds');
    expect(waitInWords(60)).toBe('in a minute');
    expect(waitInWords(150)).toBe('in 3 minutes');
    expect(waitInWords(undefined)).toBe('in a minute');
  });
});

describe('a rate limit (sign-in, LOGIN_RATE_LIMIT)', () => {
  it('answers a browser with the 429 page saying the real wait, and the web app with the envelope as before', async () => {
    const app = await appWith({ LOGIN_RATE_LIMIT: '2' });
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ url: '/auth/discord', headers: { accept: BROWSER } })).statusCode).toBe(302);
    }
    const page = await app.inject({ url: '/auth/discord', headers: { accept: BROWSER } });
    expectPage(page, 429, 'Too many attempts');
    const wait = Number(page.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(page.body).toContain(`Too many attempts — try again ${waitInWords(wait)}.`);

    const call = await app.inject({ url: '/auth/discord', headers: { accept: API } });
    expect(call.statusCode).toBe(429);
    expect(call.headers['content-type']).toContain('application/json');
    expect(json(call)).toEqual({
      success: false,
      data: null,
      message: 'Too many requests. Please wait a moment and try again.',
      errors: null,
      code: 'rate_limited',
    });
  });
});

describe('a database outage', () => {
  it('answers a page with 503 "We’ll be right back" and the API with 503 unavailable, both saying when to retry', async () => {
    const app = await appWith({}, { db: unreachableDatabase() });
    const page = await app.inject({ url: '/leaderboard', headers: { accept: BROWSER } });
    expectPage(page, 503, 'We’ll be right back');
    expect(page.headers['retry-after']).toBe('10');

    const call = await app.inject({ url: '/api/r/settings', headers: { accept: API } });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('10');
    expect(json(call)).toMatchObject({ success: false, data: null, code: 'unavailable' });
    expect(call.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
  });

  it('answers a signed-in visitor (whose session cannot be read) with the 503 page', async () => {
    const app = await appWith({}, { db: unreachableDatabase() });
    const page = await app.inject({
      url: '/',
      headers: { accept: BROWSER, cookie: 'podium_session=some-session-token' },
    });
    expectPage(page, 503, 'We’ll be right back');
  });

  it('answers a server-rendered page whose data read finds the database away with the 503 page, not an empty page', async () => {
    const dist = fakeWebBuild(['/api/r/affiliates']);
    const cache = new JsonCache();
    // The settings every page embeds are in memory from before the outage; the page's own read is not.
    const before = await appWith({ WEB_DIST_DIR: dist }, { cache });
    expect((await before.inject('/api/r/settings')).statusCode).toBe(200);
    const app = await appWith({ WEB_DIST_DIR: dist }, { cache, db: unreachableDatabase() });
    expectPage(
      await app.inject({ url: '/affiliates', headers: { accept: BROWSER } }),
      503,
      'We’ll be right back',
    );
    // With the database there, the same page renders with its data.
    const ok = await before.inject({ url: '/affiliates', headers: { accept: BROWSER } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<main>rendered 1 reads</main>');
  });
});

describe('an address that names nothing', () => {
  it('answers a browser with the 404 page and a fetch with the envelope', async () => {
    expectPage(
      await ctx.app.inject({ url: '/api/nope', headers: { accept: BROWSER } }),
      404,
      'Page not found',
    );
    const call = await ctx.app.inject({ url: '/api/nope', headers: { accept: API } });
    expect(call.statusCode).toBe(404);
    expect(json(call)).toEqual({
      success: false,
      data: null,
      message: 'Not found.',
      errors: null,
      code: 'not_found',
    });
  });
});

describe('a fault of ours', () => {
  it('answers a browser with a generic 500 page that reveals nothing, and the API with the envelope', async () => {
    const page = await ctx.app.inject({ url: '/test/crash-page', headers: { accept: BROWSER } });
    expectPage(page, 500, 'Something went wrong');
    expect(page.body).not.toMatch(/hunter2|postgres|ECONNREFUSED/);
    const call = await ctx.app.inject({ url: '/test/crash-page', headers: { accept: API } });
    expect(call.statusCode).toBe(500);
    expect(json(call)).toMatchObject({ success: false, code: 'internal' });
  });
});

/** The responses on one connection, in order: status, headers, body (each sent with Content-Length). */
function parseResponses(raw: string) {
  const out: { status: number; headers: Record<string, string>; body: string }[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    out.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

describe('a deploy (the server draining on SIGTERM)', () => {
  it('answers requests that arrive while it drains with our 503 and Retry-After, and lets running ones finish', async () => {
    const app = await appWith({});
    let entered = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/test/slow', async () => {
      entered++;
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const get = (path: string, accept: string) =>
      `GET ${path} HTTP/1.1\r\nHost: podium.test\r\nAccept: ${accept}\r\n\r\n`;
    // Two connections, each with a request running (a connection that is busy stays open while the
    // server closes; an idle one is closed at once).
    const connections = [0, 1].map(() => {
      const socket = connect(port, '127.0.0.1');
      let raw = '';
      socket.on('data', (chunk) => {
        raw += chunk.toString('utf8');
      });
      const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
      socket.write(get('/api/test/slow', API));
      return { socket, ended };
    });
    await expect.poll(() => entered).toBe(2);
    const closed = app.close(); // what main.ts does on SIGTERM
    await new Promise((resolve) => setImmediate(resolve));
    connections[0]!.socket.write(get('/api/r/settings', API));
    connections[1]!.socket.write(get('/leaderboard', BROWSER));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closed;
    others.splice(others.indexOf(app), 1);
    const [slow, call] = parseResponses(await connections[0]!.ended);
    const [, page] = parseResponses(await connections[1]!.ended);

    expect(slow?.status).toBe(200);
    expect(JSON.parse(slow?.body ?? '')).toEqual({ done: true });
    expect(call?.status).toBe(503);
    expect(call?.headers['retry-after']).toBe('10');
    expect(call?.headers.connection).toBe('close');
    expect(JSON.parse(call?.body ?? '')).toMatchObject({ success: false, data: null, code: 'unavailable' });
    expect(page?.status).toBe(503);
    expect(page?.headers['retry-after']).toBe('10');
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page?.headers['content-security-policy']).toBeDefined();
    expect(page?.body).toContain('<h1>We’ll be right back</h1>');
  });
});
