import { auditPageSchema } from '@podium/shared/audit/schemas';
import { wagerFeedErrorCodes as codes } from '@podium/shared/wager-feeds/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leaderboardPeriods } from '../../src/features/leaderboard/leaderboard.table.ts';
import { decryptSecret, integrationsKey } from '../../src/features/wager-feeds/feed-secrets.ts';
import { wagerFeedSync } from '../../src/features/wager-feeds/wager-feeds.jobs.ts';
import { wagerFeedConnections } from '../../src/features/wager-feeds/wager-feeds.table.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';
import { json, signedIn, testConfig, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { connectionRow, cooledDown, wagersOf } from './fixtures.ts';

const fake = new FakeCasinos();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
const ctx = useTestApp({}, { config: () => testConfig(fake.env()) });
beforeEach(() => fake.reset());

const url = (id: number, action = '') => `/api/admin/wager-feeds/${id}${action}`;

async function roobetBoard(players = 2) {
  const board = await createBoard(ctx.db, { slug: 'roobet', name: 'Roobet', provider: 'demo', players });
  const admin = await signedIn(ctx, 'admin', 'Admin');
  const res = await admin.put(url(board.platform.id), {
    provider: 'roobet',
    account_id: 'aff-42',
    api_key: fake.keys.roobet,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...board, admin, id: board.platform.id };
}

describe('wager feed settings', () => {
  it('stores the key encrypted, answers only that it is set and its last 4', async () => {
    const { admin, id, platform } = await roobetBoard();
    const list = await admin.get('/api/admin/wager-feeds');
    expect(list.body).not.toContain(fake.keys.roobet);
    const feed = json<{ data: Record<string, unknown>[] }>(list).data.find((f) => f.platform_id === id);
    expect(feed).toMatchObject({
      provider: 'roobet',
      account_id: 'aff-42',
      key_set: true,
      key_last4: '1234',
    });
    expect(feed).not.toHaveProperty('api_key');
    const row = await connectionRow(ctx.db, platform.id);
    expect(row.keyCiphertext).not.toContain(fake.keys.roobet);
    expect(Buffer.from(row.keyCiphertext!.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(
      'roobet-key',
    );
    expect(decryptSecret(integrationsKey(ctx.app.deps), row.keyCiphertext!)).toBe(fake.keys.roobet);
    // Left out, the key stays; the same text encrypts differently each time (fresh IV).
    await admin.put(url(id), { provider: 'roobet', account_id: 'aff-43' });
    expect((await connectionRow(ctx.db, id)).keyCiphertext).toBe(row.keyCiphertext);
    await admin.put(url(id), { provider: 'roobet', api_key: fake.keys.roobet });
    expect((await connectionRow(ctx.db, id)).keyCiphertext).not.toBe(row.keyCiphertext);
    // Each save on record, what changed old → new: of the key only whether it is set or changed.
    const log = await admin.get('/api/admin/audit-log?action=wager-feeds.update');
    expect(log.body).not.toContain(fake.keys.roobet);
    expect(log.body).not.toContain(row.keyCiphertext);
    const entries = auditPageSchema.parse(json(log).data).entries;
    expect(entries.map((e) => [e.target_type, e.target_id, e.before, e.after])).toEqual([
      ['leaderboard', String(id), { api_key: 'set' }, { api_key: 'changed' }],
      ['leaderboard', String(id), { account_id: 'aff-42' }, { account_id: 'aff-43' }],
      [
        'leaderboard',
        String(id),
        { provider: 'demo', account_id: null, api_key: 'none' },
        { provider: 'roobet', account_id: 'aff-42', api_key: 'set' },
      ],
    ]);
  });

  it('refuses an API provider without a key, Roobet without its user id, bad input, unknown boards', async () => {
    const { platform } = await createBoard(ctx.db);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const noKey = await admin.put(url(platform.id), { provider: 'gamdom' });
    expect([noKey.statusCode, json(noKey).code, json(noKey).errors]).toEqual([
      400,
      codes.keyRequired,
      { api_key: ['Enter the API key'] },
    ]);
    const noAccount = await admin.put(url(platform.id), { provider: 'roobet', api_key: 'k' });
    expect([noAccount.statusCode, json(noAccount).code]).toEqual([400, codes.accountRequired]);
    const bad = await admin.put(url(platform.id), { provider: 'stake', api_key: 'x\u0000' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors as object).sort()).toEqual(['api_key', 'provider']);
    expect((await admin.put(url(999_999), { provider: 'csv' })).statusCode).toBe(404);
    const member = await signedIn(ctx, 'member');
    expect((await member.get('/api/admin/wager-feeds')).statusCode).toBe(403);
    expect((await member.post(url(platform.id, '/sync'))).statusCode).toBe(403);
  });
});

describe('sync', () => {
  it('replaces the current period with the casino players, and the public board shows them', async () => {
    const { admin, id, period } = await roobetBoard();
    await ctx.app.inject('/api/r/leaderboard'); // cached before the sync
    const res = await admin.post(url(id, '/sync'));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Synced 3 players');
    expect(await wagersOf(ctx.db, period.id)).toEqual({
      whalewanda: 1_523_456,
      spinsam: 987_650,
      luckylou: 12_001,
    });
    const board = (await ctx.app.inject('/api/r/leaderboard')).json().data.all_leaderboards.roobet;
    expect(board.top_three.map((e: { displayName: string }) => e.displayName)).toEqual([
      'WhaleWanda',
      'SpinSam',
      'LuckyLou',
    ]);
    const feed = json<{ data: Record<string, unknown>[] }>(res).data.find((f) => f.platform_id === id);
    expect(feed).toMatchObject({ last_rows: 3, last_error: null });
    expect(feed!.last_synced_at).toEqual(expect.any(String));
    const asked = fake.requests[0]!;
    expect(asked.authorization).toBe(`Bearer ${fake.keys.roobet}`);
    expect(asked.query.get('startDate')).toBe(period.startsAt.toISOString());
    const log = auditPageSchema.parse(
      json(await admin.get('/api/admin/audit-log?action=wager-feeds.sync')).data,
    );
    expect(log.entries).toEqual([
      expect.objectContaining({ target_id: String(id), after: { period_id: period.id, players: 3 } }),
    ]);
  });

  it('keeps the last good snapshot when the casino fails, is rate-limiting or answers garbage', async () => {
    const { admin, id, period } = await roobetBoard();
    expect((await admin.post(url(id, '/sync'))).statusCode).toBe(200);
    const good = await wagersOf(ctx.db, period.id);
    for (const mode of ['error', 'rate-limited', 'malformed-json', 'malformed-shape'] as const) {
      fake.modes.roobet = mode;
      await cooledDown(ctx.db, id);
      const res = await admin.post(url(id, '/sync'));
      expect([res.statusCode, json(res).code], mode).toEqual([502, codes.providerFailed]);
      expect(await wagersOf(ctx.db, period.id), mode).toEqual(good);
    }
    const row = await connectionRow(ctx.db, id);
    expect(row.failures).toBe(4);
    expect(row.lastRows).toBe(3);
    expect(row.lastError).toMatch(/Roobet answered in an unexpected format/);
    expect(row.lastError).not.toContain(fake.keys.roobet);
    // Backed off: the next scheduled try is at least 8 minutes away after four failures.
    expect(row.nextSyncAt.getTime() - Date.now()).toBeGreaterThan(7 * 60_000);
    // A later success clears the failures.
    fake.modes = {};
    await cooledDown(ctx.db, id);
    expect((await admin.post(url(id, '/sync'))).statusCode).toBe(200);
    expect((await connectionRow(ctx.db, id)).failures).toBe(0);
  });

  it('respects the cooldown: a second call within it is refused without calling the casino', async () => {
    const { admin, id } = await roobetBoard();
    expect((await admin.post(url(id, '/sync'))).statusCode).toBe(200);
    const again = await admin.post(url(id, '/sync'));
    expect([again.statusCode, json(again).code]).toEqual([429, codes.cooldown]);
    const test = await admin.post(url(id, '/test'));
    expect(test.statusCode).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });

  it('test connection calls with the stored key and writes nothing', async () => {
    const { admin, id, period } = await roobetBoard(2);
    const before = await wagersOf(ctx.db, period.id);
    const res = await admin.post(url(id, '/test'));
    expect(json(res).data).toEqual({ ok: true, rows: 3, message: 'Connection works: 3 players this period' });
    expect(await wagersOf(ctx.db, period.id)).toEqual(before);
    fake.modes.roobet = 'error';
    await cooledDown(ctx.db, id);
    expect(json(await admin.post(url(id, '/test'))).data).toEqual({
      ok: false,
      rows: null,
      message: 'Roobet answered 500',
    });
    // Each call is on record (it counts for the cooldown and puts the next sync off), with no key.
    const log = await admin.get('/api/admin/audit-log?action=wager-feeds.test');
    expect(log.body).not.toContain(fake.keys.roobet);
    expect(auditPageSchema.parse(json(log).data).entries).toEqual([
      expect.objectContaining({ target_id: String(id), after: { provider: 'roobet' } }),
      expect.objectContaining({ target_id: String(id), after: { provider: 'roobet' } }),
    ]);
  });

  it('refuses to sync a board without a casino API', async () => {
    const { platform } = await createBoard(ctx.db, { provider: 'demo' });
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const res = await admin.post(url(platform.id, '/sync'));
    expect([res.statusCode, json(res).code]).toEqual([409, codes.notApi]);
  });

  it('the scheduled job syncs what is due, once, and leaves the rest', async () => {
    const { id, period } = await roobetBoard();
    const run = { signal: new AbortController().signal, finishIn: async () => true };
    await wagerFeedSync.run(ctx.app.deps, run);
    expect(Object.keys(await wagersOf(ctx.db, period.id)).sort()).toEqual([
      'luckylou',
      'spinsam',
      'whalewanda',
    ]);
    await wagerFeedSync.run(ctx.app.deps, run); // not due again for 10 minutes
    expect(fake.requests).toHaveLength(1);
    await cooledDown(ctx.db, id);
    await wagerFeedSync.run(ctx.app.deps, run);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('period ends', () => {
  it('the period that just ended gets one final sync up to its end, then the current one is synced', async () => {
    const { admin, id, period: previous } = await roobetBoard();
    const endedAt = new Date(Date.now() - 60_000);
    await ctx.db
      .update(leaderboardPeriods)
      .set({ endsAt: endedAt })
      .where(eq(leaderboardPeriods.id, previous.id));
    const [current] = await ctx.db
      .insert(leaderboardPeriods)
      .values({ platformId: id, startsAt: endedAt, endsAt: new Date(Date.now() + 86_400_000) })
      .returning();
    // Last synced while the previous period ran.
    await ctx.db
      .update(wagerFeedConnections)
      .set({ lastSuccessAt: new Date(endedAt.getTime() - 600_000) })
      .where(eq(wagerFeedConnections.platformId, id));
    expect((await admin.post(url(id, '/sync'))).statusCode).toBe(200);
    expect(fake.requests[0]!.query.get('endDate')).toBe(endedAt.toISOString());
    expect(Object.keys(await wagersOf(ctx.db, previous.id))).toHaveLength(3);
    expect(await wagersOf(ctx.db, current!.id)).toEqual({});
    await cooledDown(ctx.db, id);
    expect((await admin.post(url(id, '/sync'))).statusCode).toBe(200);
    expect(fake.requests[1]!.query.get('startDate')).toBe(endedAt.toISOString());
    expect(Object.keys(await wagersOf(ctx.db, current!.id))).toHaveLength(3);
  });
});
