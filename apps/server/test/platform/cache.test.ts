import { describe, expect, it } from 'vitest';
import { signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

const ctx = useTestApp();

describe('hot reads are cached with ETags', () => {
  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    await createBoard(ctx.db, { slug: 'roobet', players: 3 });
    for (const url of ['/api/r/leaderboard', '/api/r/settings', '/api/r/affiliates']) {
      const first = await ctx.app.inject(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^".+"$/);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const stale = await ctx.app.inject({ url, headers: { 'if-none-match': '"old"' } });
      expect(stale.statusCode, url).toBe(200);
    }
  });

  it('compresses a large leaderboard once and serves the same bytes by Accept-Encoding', async () => {
    await createBoard(ctx.db, { slug: 'big', players: 2000 });
    const get = (acceptEncoding: string) =>
      ctx.app.inject({ url: '/api/r/leaderboard', headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br, zstd');
    const gz = [await get('gzip'), await get('deflate, gzip;q=0.8'), await get('br;q=0, gzip')];
    const plain = await get('identity');
    expect(br.headers['content-encoding']).toBe('br');
    for (const res of gz) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.equals(gz[0]!.rawPayload)).toBe(true);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [br, ...gz, plain]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(br.headers.etag);
    }
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz[0]!.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.json().data.all_leaderboards.big.rest_of_users).toHaveLength(1997);
  });

  it('serves the cached board until an admin changes it, then the new one with a new ETag', async () => {
    const { platform } = await createBoard(ctx.db, { slug: 'roobet', name: 'Roobet', players: 3 });
    const before = await ctx.app.inject('/api/r/leaderboard');
    // A change made behind the app's back is not seen while the cache is warm…
    const { leaderboardPlatforms } = await import('../../src/features/leaderboard/leaderboard.table.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.db
      .update(leaderboardPlatforms)
      .set({ name: 'Sneaky' })
      .where(eq(leaderboardPlatforms.id, platform.id));
    expect((await ctx.app.inject('/api/r/leaderboard')).headers.etag).toBe(before.headers.etag);

    // …but a change through the admin API invalidates it at once.
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.put(`/api/admin/leaderboards/${platform.id}`, {
      slug: 'roobet',
      name: 'Roobet Monthly',
      timeframe: 'monthly',
      currency_symbol: '$',
      prizes: [100],
      is_paused: true,
      pause_message: 'Maintenance',
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject('/api/r/leaderboard');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.platforms[0]).toMatchObject({
      name: 'Roobet Monthly',
      is_paused: true,
      pause_message: 'Maintenance',
    });
  });

  it('invalidates settings and affiliates when an admin saves them', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const settings = (await ctx.app.inject('/api/r/settings')).json().data;
    expect((await ctx.app.inject('/api/r/affiliates')).json().data).toEqual([]);
    await admin.put('/api/admin/settings', { ...settings, site_name: 'Casino Corner' });
    await admin.post('/api/admin/affiliates', {
      name: 'Stake',
      logo_url: '',
      code: 'CC',
      benefits: [],
      redirect_url: 'https://stake.example/?c=cc',
    });
    expect((await ctx.app.inject('/api/r/settings')).json().data.site_name).toBe('Casino Corner');
    expect(
      (await ctx.app.inject('/api/r/affiliates')).json().data.map((a: { name: string }) => a.name),
    ).toEqual(['Stake']);
    // The served page embeds the new settings too.
    const page = await (await visitor(ctx)).page('/');
    expect(page.body).toContain('<title>Casino Corner</title>');
  });
});

describe('hot reads tell caches who may keep them', () => {
  const reads = [
    { url: '/api/r/leaderboard', anonymous: 'public, max-age=5, stale-while-revalidate=30' },
    { url: '/api/r/settings', anonymous: 'public, max-age=60, stale-while-revalidate=300' },
    { url: '/api/r/affiliates', anonymous: 'public, max-age=60, stale-while-revalidate=300' },
  ];

  it('lets a CDN keep an anonymous answer, and still revalidates it with the ETag (304)', async () => {
    await createBoard(ctx.db, { slug: 'roobet', players: 3 });
    for (const { url, anonymous } of reads) {
      const first = await ctx.app.inject(url);
      expect(first.headers['cache-control'], url).toBe(anonymous);
      expect(first.headers['set-cookie'], url).toBeUndefined(); // nothing personal for a CDN to keep
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe(anonymous);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers.vary, url).toBe('accept-encoding');
    }
  });

  it('answers 304 to a CDN’s weakened ETag and to a list of them', async () => {
    const { etag } = (await ctx.app.inject('/api/r/settings')).headers;
    for (const ifNoneMatch of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ctx.app.inject({ url: '/api/r/settings', headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode, ifNoneMatch).toBe(304);
    }
  });

  it('keeps a signed-in member’s answer private, revalidated before each use', async () => {
    const member = await signedIn(ctx, 'lucky');
    for (const { url } of reads) {
      const res = await member.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      const again = await member.get(url, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('serves the same payload to members and visitors (so a public copy reveals nothing)', async () => {
    await createBoard(ctx.db, { slug: 'roobet', players: 3 });
    const member = await signedIn(ctx, 'lucky');
    for (const { url } of reads) {
      expect((await member.get(url)).body, url).toBe((await ctx.app.inject(url)).body);
    }
  });
});
