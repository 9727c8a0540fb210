import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { sessions } from '../../src/features/auth/sessions.table.ts';
import { hashToken, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { AppError } from '../../src/lib/errors.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { createLogger } from '../../src/logger.ts';
import { FakeDiscord } from '../fakes/fake-discord.ts';
import { Agent, TEST_SECRET, testConfig } from '../helpers/app.ts';
import { resetDatabase, testDatabase } from '../helpers/db.ts';
import { fakeWebBuild } from './fake-web-build.ts';

/**
 * What the server writes to its log (decision 030): one line per request, never a secret — no OAuth
 * code or state, session token or its hash, access token, cookie or SQL parameter — and an outage
 * said once, not once per probe.
 */
type Line = Record<string, unknown> & { level: number; msg: string; reqId?: string };

const discord = await new FakeDiscord().start();
let lines: Line[] = [];
let app: FastifyInstance;
let db: Db;
const others: FastifyInstance[] = [];

const sink = () =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });

const configFor = (env: Record<string, string> = {}) =>
  testConfig({
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    DISCORD_CLIENT_ID: discord.clientId,
    DISCORD_CLIENT_SECRET: discord.clientSecret,
    DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
    DISCORD_API_URL: discord.apiUrl,
    // Every page is rendered on the server, its reads answered by the app itself (app.inject).
    WEB_DIST_DIR: fakeWebBuild(['/api/r/settings', '/api/r/affiliates', '/api/r/leaderboard']),
    ...env,
  });

async function build(parts: { db?: Db } = {}) {
  const config = configFor();
  const built = await buildApp(
    { config, db: parts.db ?? db, secret: TEST_SECRET, cache: new JsonCache(), live: new LiveHub() },
    { logger: createLogger(config, {}, sink()) },
  );
  return built;
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  app = await build();
  const hashOf = (token: string) => hashToken(token);
  // A query that fails with a session token hash among its parameters, as a session lookup would.
  app.get('/api/test/failing-query', async (request) => {
    const hash = hashOf(String((request.headers['x-test-token'] as string) ?? ''));
    await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hash), sql`1 / 0 = 1`));
    return {};
  });
  // Input the database refuses, quoting it back in its message.
  app.get('/api/test/refused-input', async (request) => {
    await db.execute(sql`select ${String(request.headers['x-test-value'])}::int`);
    return {};
  });
  app.get('/api/test/provider-down', async () => {
    throw new AppError('test.provider_down', 502, 'The provider did not answer.');
  });
});
beforeEach(async () => {
  await resetDatabase(db);
  lines = [];
});
afterAll(async () => {
  await app?.close();
  for (const other of others) await other.close();
  await discord.stop();
});

const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';
const everything = () => lines.map((line) => JSON.stringify(line)).join('\n');
const requestLines = () => lines.filter((line) => typeof line.status === 'number');

/** Signs in through the fake Discord as a browser does; returns what a log must never show. */
async function signInWithDiscord(agent: Agent) {
  const start = await agent.get('/auth/discord?next=/leaderboard', { accept: BROWSER });
  const consent = new URL(discord.consent(String(start.headers.location)));
  const code = consent.searchParams.get('code')!;
  const state = consent.searchParams.get('state')!;
  const back = await agent.get(`${consent.pathname}${consent.search}`, { accept: BROWSER });
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe('/leaderboard');
  const session = agent.cookies.get(SESSION_COOKIE)!;
  const accessTokens = [...(discord as unknown as { tokens: Map<string, unknown> }).tokens.keys()];
  return { code, state, session, accessTokens };
}

describe('one line per request', () => {
  it('a Discord sign-in logs no code, state, token, hash or cookie — and its callback line has no query', async () => {
    const agent = new Agent(app);
    const secrets = await signInWithDiscord(agent);
    expect(secrets.accessTokens.length).toBeGreaterThan(0);
    const text = everything();
    for (const secret of [
      secrets.code,
      secrets.state,
      secrets.session,
      hashToken(secrets.session),
      discord.clientSecret,
      ...secrets.accessTokens,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('?');
    expect(text).not.toContain('incoming request');
    expect(requestLines().map((line) => [line.method, line.route, line.status])).toEqual([
      ['GET', '/auth/discord', 302],
      ['GET', '/auth/discord/callback', 302],
    ]);
  });

  it('a page view is exactly one line, under its own request id, with route, status, time and member', async () => {
    const agent = new Agent(app);
    await signInWithDiscord(agent);
    lines = [];
    const page = await agent.get('/leaderboard?tab=all', { accept: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>rendered 3 reads</main>'); // its three reads were answered
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: page.headers['x-request-id'],
      method: 'GET',
      path: '/leaderboard',
      status: 200,
      userId: expect.any(Number),
      msg: 'GET /leaderboard 200',
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(Object.keys(lines[0]!).sort()).toEqual(
      ['level', 'time', 'pid', 'reqId', 'method', 'path', 'status', 'ms', 'userId', 'msg'].sort(),
    );
  });

  it('an API read is one line naming its route pattern, not its values', async () => {
    const res = await app.inject({
      url: '/api/r/raffles/123456?secret=x',
      headers: { accept: 'application/json' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: '/api/r/raffles/:id', status: res.statusCode });
    expect(everything()).not.toContain('123456');
  });

  it('a refusal is an ordinary line with its code; a provider’s failure a warning without a stack', async () => {
    await app.inject('/api/admin/settings');
    await app.inject('/api/test/provider-down');
    const [refused, provider] = lines;
    expect(refused).toMatchObject({ level: 30, status: 401, code: 'unauthorized' });
    expect(refused).not.toHaveProperty('err');
    expect(provider).toMatchObject({
      level: 40,
      status: 502,
      code: 'test.provider_down',
      err: { type: 'AppError', message: 'The provider did not answer.' },
    });
    expect(provider!.err).not.toHaveProperty('stack');
    expect(everything()).not.toContain('unhandled');
    expect(lines).toHaveLength(2);
  });
});

describe('database errors in the log', () => {
  it('a failing query is one error line with its SQL, code and stack, and none of its parameters', async () => {
    const token = 'a-session-token-for-the-failing-query';
    const res = await app.inject({ url: '/api/test/failing-query', headers: { 'x-test-token': token } });
    expect(res.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    const [line] = lines as [Line & { err: Record<string, unknown> }];
    expect(line).toMatchObject({ level: 50, status: 500, code: 'internal' });
    expect(line.err.message).toMatch(/^Failed query: select .* from "sessions" where/);
    expect(line.err.cause).toMatchObject({ code: '22012', message: 'division by zero' });
    expect(line.err.stack).toEqual(expect.stringContaining('\n    at '));
    expect(line.err).not.toHaveProperty('params');
    const text = everything();
    expect(text).not.toContain(hashToken(token));
    expect(text).not.toContain('params');
  });

  it('input the database refused is a warning that does not repeat the input', async () => {
    const value = 'not-a-number-but-a-secret';
    const res = await app.inject({ url: '/api/test/refused-input', headers: { 'x-test-value': value } });
    expect(res.statusCode).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, status: 400, code: 'bad_request' });
    expect(everything()).toContain('invalid input syntax for type integer: \\"…\\"');
    expect(everything()).not.toContain(value);
  });
});

describe('readiness', () => {
  it('logs a database outage once, with its reason and no stack, and its end once — not each probe', async () => {
    let down = false;
    const flaky = {
      execute: () =>
        down
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
            )
          : Promise.resolve([]),
    } as unknown as Db;
    const probed = await build({ db: flaky });
    others.push(probed);
    const probe = async (times: number, status: number) => {
      for (let i = 0; i < times; i++) expect((await probed.inject('/readyz')).statusCode).toBe(status);
    };
    await probe(3, 200);
    down = true;
    await probe(20, 503);
    down = false;
    await probe(5, 200);
    down = true;
    await probe(2, 503);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'readiness: database unreachable'],
      [30, 'readiness: database is reachable again'],
      [40, 'readiness: database unreachable'],
    ]);
    expect(lines[0]).toMatchObject({ check: 'database', reason: 'connect ECONNREFUSED 10.0.0.5:5432' });
    expect(everything()).not.toContain('stack');
  });
});

describe('errors logged anywhere (jobs, the pool, Redis)', () => {
  it('go through the same serializer: no parameters, raw request bytes, passwords or credentials', () => {
    const config = testConfig({ LOG_LEVEL: 'info' });
    const log = createLogger(config, {}, sink());
    const query = Object.assign(
      new Error('Failed query: update "users" set "email" = $1 where "id" = $2\nparams: dan@example.com,7'),
      {
        query: 'update "users" set "email" = $1 where "id" = $2',
        params: ['dan@example.com', 7],
        cause: Object.assign(
          new Error('duplicate key value violates unique constraint "users_email_unique"'),
          {
            code: '23505',
            constraint: 'users_email_unique',
            table: 'users',
            detail: 'Key (email)=(dan@example.com) already exists.',
          },
        ),
      },
    );
    const parser = Object.assign(new Error('Parse Error: Header overflow'), {
      code: 'HPE_HEADER_OVERFLOW',
      rawPacket: Buffer.from('GET / HTTP/1.1\r\nCookie: podium_session=raw-cookie-token\r\n'),
    });
    const words = new Error(
      'connect to postgres://podium:hunter2@db:5432 failed; sent Bearer abc.def-token, code=oauth-code&state=s1',
    );
    log.error({ err: query }, 'job failed');
    log.error({ err: parser }, 'client error');
    log.warn({ err: words, authorization: 'Bearer xyz', headers: { cookie: 'podium_session=c' } }, 'x');
    const text = everything();
    for (const secret of [
      'dan@example.com',
      'raw-cookie-token',
      'hunter2',
      'abc.def-token',
      'oauth-code',
      'xyz',
      'podium_session=c',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      err: {
        type: 'Error',
        message: 'Failed query: update "users" set "email" = $1 where "id" = $2',
        cause: { code: '23505', constraint: 'users_email_unique', table: 'users' },
      },
    });
    expect(lines[1]).toMatchObject({ err: { code: 'HPE_HEADER_OVERFLOW' } });
  });
});
