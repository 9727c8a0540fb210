import { Writable } from 'node:stream';
import { wagerFeedErrorCodes as codes } from '@podium/shared/wager-feeds/errors';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError } from '../../src/config.ts';
import { createSession, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { findOrCreateUser } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import {
  decryptSecret,
  encryptSecret,
  integrationsKey,
} from '../../src/features/wager-feeds/feed-secrets.ts';
import { wagerFeedConnections } from '../../src/features/wager-feeds/wager-feeds.table.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';
import { Agent, json, TEST_SECRET, testConfig } from '../helpers/app.ts';
import { resetDatabase, testDatabase } from '../helpers/db.ts';
import { createBoard } from '../helpers/factories.ts';
import { connectionRow, cooledDown } from './fixtures.ts';

const KEY_HEX = 'a'.repeat(64);
const fake = new FakeCasinos();
const logs: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  await fake.start();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'trace' }, sink) as unknown as FastifyBaseLogger;
  const database = await testDatabase();
  await resetDatabase(database.db);
  app = await buildApp(
    {
      config: testConfig({ ...fake.env(), INTEGRATIONS_KEY: KEY_HEX, LOG_LEVEL: 'trace' }),
      db: database.db,
      secret: TEST_SECRET,
      cache: new JsonCache(),
      live: new LiveHub(),
    },
    { logger },
  );
});
afterAll(async () => {
  await app?.close();
  await fake.stop();
});

async function admin() {
  const user = await findOrCreateUser(app.deps.db, 'keyadmin');
  await app.deps.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id));
  const agent = new Agent(app);
  agent.cookies.set(SESSION_COOKIE, await createSession(app.deps.db, user.id));
  await agent.page('/');
  return agent;
}

describe('casino API keys', () => {
  it('INTEGRATIONS_KEY is 32 bytes (hex or base64); without it the key derives from the session secret', () => {
    expect(testConfig({ INTEGRATIONS_KEY: KEY_HEX }).wagerFeeds.integrationsKey).toEqual(
      Buffer.alloc(32, 0xaa),
    );
    expect(
      testConfig({ INTEGRATIONS_KEY: Buffer.alloc(32, 1).toString('base64') }).wagerFeeds.integrationsKey,
    ).toEqual(Buffer.alloc(32, 1));
    expect(() => testConfig({ INTEGRATIONS_KEY: 'short' })).toThrow(ConfigError);
    const derived = integrationsKey({ config: testConfig(), secret: TEST_SECRET });
    expect(derived).toHaveLength(32);
    expect(integrationsKey({ config: testConfig(), secret: 'another-secret' })).not.toEqual(derived);
    const sealed = encryptSecret(derived, 'k-1');
    expect(decryptSecret(derived, sealed)).toBe('k-1');
    expect(decryptSecret(Buffer.alloc(32, 0xaa), sealed)).toBeNull(); // another key: the GCM tag fails
    expect(decryptSecret(derived, `${sealed.slice(0, -2)}AA`)).toBeNull(); // tampered
  });

  it('never appear in answers or in the logs, saved, synced, tested or failing', async () => {
    const agent = await admin();
    const { platform } = await createBoard(app.deps.db, { slug: 'shuffle-logs' });
    const answers: string[] = [];
    const key = fake.keys.shuffle; // Shuffle carries the key in the URL path
    answers.push(
      (await agent.put(`/api/admin/wager-feeds/${platform.id}`, { provider: 'shuffle', api_key: key })).body,
    );
    answers.push((await agent.post(`/api/admin/wager-feeds/${platform.id}/sync`)).body);
    await cooledDown(app.deps.db, platform.id);
    answers.push((await agent.post(`/api/admin/wager-feeds/${platform.id}/test`)).body);
    fake.modes.shuffle = 'error';
    await cooledDown(app.deps.db, platform.id);
    answers.push((await agent.post(`/api/admin/wager-feeds/${platform.id}/sync`)).body);
    answers.push((await agent.get('/api/admin/wager-feeds')).body);
    expect(fake.requests.length).toBe(3);
    expect(logs.length).toBeGreaterThan(5);
    for (const text of [...answers, ...logs]) expect(text).not.toContain(key);
    expect(answers.join('\n')).toContain('"key_last4":"1234"');
  });

  it('a key sealed with another INTEGRATIONS_KEY is reported unreadable, not sent', async () => {
    const agent = await admin();
    const { platform } = await createBoard(app.deps.db, { slug: 'rotated' });
    await agent.put(`/api/admin/wager-feeds/${platform.id}`, {
      provider: 'gamdom',
      api_key: fake.keys.gamdom,
    });
    const row = await connectionRow(app.deps.db, platform.id);
    const other = encryptSecret(Buffer.alloc(32, 7), fake.keys.gamdom);
    await app.deps.db
      .update(wagerFeedConnections)
      .set({ keyCiphertext: other })
      .where(eq(wagerFeedConnections.platformId, row.platformId));
    fake.requests = [];
    const res = await agent.post(`/api/admin/wager-feeds/${platform.id}/sync`);
    expect([res.statusCode, json(res).code]).toEqual([409, codes.keyUnreadable]);
    expect(fake.requests).toHaveLength(0);
  });
});
