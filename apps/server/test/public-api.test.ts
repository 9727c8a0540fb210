import { affiliateSchema } from '@podium/shared/affiliates';
import { leaderboardPayloadSchema } from '@podium/shared/leaderboard';
import { siteSettingsSchema } from '@podium/shared/settings';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, signedIn, useTestApp, visitor } from './helpers/app.ts';
import { createAffiliate, createBoard } from './helpers/factories.ts';

const ctx = useTestApp();

const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data, message: z.string().nullable(), errors: z.null() });

describe('GET /api/r/settings', () => {
  it('answers the settings in the envelope, with the default theme before an admin saved anything', async () => {
    const res = await ctx.app.inject('/api/r/settings');
    expect(res.statusCode).toBe(200);
    const body = envelope(siteSettingsSchema).parse(res.json());
    expect(body.data.site_name).toBe('Podium');
    expect(body.data.casino).toEqual({
      crypto1_label: expect.any(String),
      crypto2_label: expect.any(String),
      crypto3_label: expect.any(String),
    });
    expect(body.data.theme.primary_color).toBe('#a78bfa');
    expect(body.data.theme.background_start).toBe('#0f172a');
  });
});

describe('GET /api/r/affiliates', () => {
  it('lists affiliates in their order with exactly the SPEC fields', async () => {
    await createAffiliate(ctx.db, { name: 'Second', sortOrder: 2, benefits: ['10% rakeback'], code: 'TWO' });
    await createAffiliate(ctx.db, { name: 'First', sortOrder: 1, logoUrl: '/affiliates/first.svg' });
    const body = envelope(z.array(affiliateSchema.strict())).parse(
      json(await ctx.app.inject('/api/r/affiliates')),
    );
    expect(body.data.map((a) => a.name)).toEqual(['First', 'Second']);
    expect(body.data[1]).toMatchObject({ code: 'TWO', benefits: ['10% rakeback'] });
    expect(body.data[0]?.logo_url).toBe('/affiliates/first.svg');
  });

  it('answers an empty list when there are none', async () => {
    expect(json(await ctx.app.inject('/api/r/affiliates')).data).toEqual([]);
  });
});

describe('GET /api/r/leaderboard', () => {
  it('has the SPEC §3 shape: platforms, selected platform, boards keyed by slug', async () => {
    const ends = new Date(Date.now() + 86_400_000);
    await createBoard(ctx.db, {
      slug: 'roobet',
      name: 'Roobet',
      players: 5,
      prizesCents: [100_000, 50_000, 25_050],
      endsAt: ends,
      sortOrder: 0,
    });
    await createBoard(ctx.db, {
      slug: 'gamdom',
      name: 'Gamdom',
      timeframe: 'weekly',
      sortOrder: 1,
      isPaused: true,
      pauseMessage: 'Back soon',
    });
    const res = await ctx.app.inject('/api/r/leaderboard');
    const body = envelope(leaderboardPayloadSchema).parse(res.json());
    const data = body.data;
    expect(data.platforms).toEqual([
      {
        slug: 'roobet',
        name: 'Roobet',
        active_leaderboard: { timeframe: 'monthly' },
        is_paused: false,
        pause_message: null,
      },
      {
        slug: 'gamdom',
        name: 'Gamdom',
        active_leaderboard: { timeframe: 'weekly' },
        is_paused: true,
        pause_message: 'Back soon',
      },
    ]);
    expect(data.selected_platform).toEqual({ slug: 'roobet' });
    const roobet = data.all_leaderboards.roobet!;
    expect(roobet.currency_symbol).toBe('$');
    expect(roobet.prizes).toEqual([1000, 500, 250.5]);
    expect(roobet.top_three.map((e) => e.displayName)).toEqual(['Player1', 'Player2', 'Player3']);
    expect(roobet.top_three[0]).toEqual({
      displayName: 'Player1',
      wagered: 500.55,
      avatar: null,
      favoriteGameTitle: null,
    });
    expect(roobet.rest_of_users.map((e) => e.displayName)).toEqual(['Player4', 'Player5']);
    expect(roobet.current_period.endTimestamp).toBe(ends.getTime());
    expect(data.all_leaderboards.gamdom).toMatchObject({ top_three: [], rest_of_users: [] });
  });

  it('has no platforms and no selection on an empty site', async () => {
    const data = json(await ctx.app.inject('/api/r/leaderboard')).data;
    expect(data).toEqual({ platforms: [], selected_platform: null, all_leaderboards: {} });
  });

  it('sorts players by wagered amount, highest first', async () => {
    const { period } = await createBoard(ctx.db, { slug: 'x', players: 0 });
    const { wagers } = await import('../src/features/leaderboard/leaderboard.table.ts');
    await ctx.db.insert(wagers).values([
      { periodId: period.id, playerKey: 'a', displayName: 'Small', wageredCents: 100 },
      { periodId: period.id, playerKey: 'b', displayName: 'Big', wageredCents: 99_999_999 },
      { periodId: period.id, playerKey: 'c', displayName: 'Mid', wageredCents: 50_000 },
    ]);
    const board = json<{
      data: { all_leaderboards: Record<string, { top_three: { displayName: string; wagered: number }[] }> };
    }>(await ctx.app.inject('/api/r/leaderboard')).data.all_leaderboards.x!;
    expect(board.top_three.map((e) => [e.displayName, e.wagered])).toEqual([
      ['Big', 999_999.99],
      ['Mid', 500],
      ['Small', 1],
    ]);
  });
});

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

  it('gzips a large leaderboard once and serves the same bytes to every client', async () => {
    await createBoard(ctx.db, { slug: 'big', players: 2000 });
    const a = await ctx.app.inject({ url: '/api/r/leaderboard', headers: { 'accept-encoding': 'gzip, br' } });
    const b = await ctx.app.inject({ url: '/api/r/leaderboard', headers: { 'accept-encoding': 'gzip' } });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const { gunzipSync } = await import('node:zlib');
    const payload = JSON.parse(gunzipSync(a.rawPayload).toString());
    expect(payload.data.all_leaderboards.big.rest_of_users).toHaveLength(1997);
  });

  it('serves the cached board until an admin changes it, then the new one with a new ETag', async () => {
    const { platform } = await createBoard(ctx.db, { slug: 'roobet', name: 'Roobet', players: 3 });
    const before = await ctx.app.inject('/api/r/leaderboard');
    // A change made behind the app's back is not seen while the cache is warm…
    const { leaderboardPlatforms } = await import('../src/features/leaderboard/leaderboard.table.ts');
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
