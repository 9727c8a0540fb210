import type { Feed } from '@podium/shared/wager-feeds/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wagerFeedSync } from '../../src/features/wager-feeds/wager-feeds.jobs.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';
import { json, signedIn, testConfig, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { cooledDown } from './fixtures.ts';

const fake = new FakeCasinos();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
const ctx = useTestApp({}, { config: () => testConfig(fake.env()) });
beforeEach(() => fake.reset());

/** A logger that keeps what the job says at warn (pino's shape: an object, then the words). */
function warnings() {
  const lines: { obj: unknown; msg: string }[] = [];
  const warn = (obj: unknown, msg?: string) => {
    lines.push({ obj, msg: msg ?? '' });
  };
  return { lines, log: { warn } as unknown as Pick<FastifyBaseLogger, 'warn'> };
}

async function roobetBoard(key: string) {
  const board = await createBoard(ctx.db, { slug: 'roobet', name: 'Roobet', provider: 'demo', players: 2 });
  const admin = await signedIn(ctx, 'admin', 'Admin');
  const save = (api_key: string) =>
    admin.put(`/api/admin/wager-feeds/${board.platform.id}`, {
      provider: 'roobet',
      account_id: 'aff-42',
      api_key,
    });
  expect((await save(key)).statusCode).toBe(200);
  const feed = async () =>
    json<{ data: Feed[] }>(await admin.get('/api/admin/wager-feeds')).data.find(
      (f) => f.platform_id === board.platform.id,
    )!;
  return { id: board.platform.id, admin, save, feed };
}

describe('a feed that fails, then syncs', () => {
  it('logs a wrong key at warn once per distinct error, not at every sync', async () => {
    const { id, save } = await roobetBoard('wrong-key-0000');
    const { lines, log } = warnings();
    const run = { signal: new AbortController().signal, finishIn: async () => true, log };
    for (let i = 0; i < 3; i++) {
      await cooledDown(ctx.db, id);
      await wagerFeedSync.run(ctx.app.deps, run);
    }
    expect(fake.requests).toHaveLength(3);
    expect(lines.map((l) => l.msg)).toEqual(['wager feed: Roobet refused the API key (401)']);
    expect(lines[0]!.obj).toEqual({ platformId: id, failure: 'unauthorized' });
    expect(JSON.stringify(lines)).not.toContain('wrong-key-0000');
    // Another error is told once too.
    fake.modes.roobet = 'error';
    await save(fake.keys.roobet);
    for (let i = 0; i < 2; i++) {
      await cooledDown(ctx.db, id);
      await wagerFeedSync.run(ctx.app.deps, run);
    }
    expect(lines.map((l) => l.msg)).toEqual([
      'wager feed: Roobet refused the API key (401)',
      'wager feed: Roobet answered 500',
    ]);
  });

  it('clears the stale error once a sync succeeds, and tells a new failure again', async () => {
    const { id, save, feed, admin } = await roobetBoard('wrong-key-0000');
    const { lines, log } = warnings();
    const run = { signal: new AbortController().signal, finishIn: async () => true, log };
    await wagerFeedSync.run(ctx.app.deps, run);
    expect(await feed()).toMatchObject({ last_error: 'Roobet refused the API key (401)' });
    await save(fake.keys.roobet);
    const synced = await admin.post(`/api/admin/wager-feeds/${id}/sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await feed()).toMatchObject({ last_error: null, last_error_at: null, last_rows: 3 });
    // The same error after a success is news again.
    await save('wrong-key-0000');
    await wagerFeedSync.run(ctx.app.deps, run);
    expect(lines.map((l) => l.msg)).toEqual([
      'wager feed: Roobet refused the API key (401)',
      'wager feed: Roobet refused the API key (401)',
    ]);
  });
});
