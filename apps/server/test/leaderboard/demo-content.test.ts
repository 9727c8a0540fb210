import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { wagerFeedErrorCodes } from '@podium/shared/wager-feeds/errors';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaderboardPeriods, wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { rollOverPeriods } from '../../src/features/leaderboard/periods.usecases.ts';
import { modules } from '../../src/modules.ts';
import { json, signedIn, type TestContext, testConfig, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

// Decision 033: invented players exist only where the site shows demo content (SEED_DEMO).

const board = {
  slug: 'stake',
  name: 'Stake',
  timeframe: 'monthly',
  currency_symbol: '$',
  prizes: [1000, 500],
  is_paused: false,
  pause_message: '',
};

type Public = { all_leaderboards: Record<string, { top_three: unknown[]; rest_of_users: unknown[] }> };
const publicBoard = async (ctx: TestContext, slug: string) =>
  (json(await ctx.app.inject('/api/r/leaderboard')).data as Public).all_leaderboards[slug]!;

async function addBoard(ctx: TestContext) {
  const admin = await signedIn(ctx, 'boss', 'Admin');
  const res = await admin.post('/api/admin/leaderboards', board);
  expect(res.statusCode, res.body).toBe(201);
  const created = (json(res).data as AdminPlatform[]).find((p) => p.slug === board.slug)!;
  return { admin, created };
}

const playersIn = (ctx: TestContext, periodId: number) =>
  ctx.db.$count(wagers, eq(wagers.periodId, periodId));

const demoTick = modules.flatMap((m) => m.jobs ?? []).find((job) => job.name === 'demo-wagers')!;

/** A demo board from an earlier start: an ended period and the current one, both full of invented players. */
async function oldDemoBoard(ctx: TestContext) {
  const { platform, period } = await createBoard(ctx.db, { slug: 'roobet', provider: 'demo', players: 5 });
  const [ended] = await ctx.db
    .insert(leaderboardPeriods)
    .values({
      platformId: platform.id,
      startsAt: new Date(Date.now() - 40 * 86_400_000),
      endsAt: new Date(Date.now() - 10 * 86_400_000),
    })
    .returning();
  await ctx.db
    .insert(wagers)
    .values({ periodId: ended!.id, playerKey: 'frostviper12', displayName: 'FrostViper12', wageredCents: 9 });
  return { platform, period, ended: ended! };
}

describe('without demo content (SEED_DEMO=false, as in production)', () => {
  const ctx = useTestApp({}, { config: () => testConfig({ SEED_DEMO: 'false' }) });

  it('a new board starts on CSV upload with no players: the public board is empty', async () => {
    const { created } = await addBoard(ctx);
    expect(created.provider).toBe('csv');
    expect(created.current_period?.players).toBe(0);
    expect(await publicBoard(ctx, 'stake')).toMatchObject({ top_three: [], rest_of_users: [] });
  });

  it('refuses the demo provider with a 400 and its code, and does not offer it', async () => {
    const { admin, created } = await addBoard(ctx);
    const feeds = json<{ data: Feed[] }>(await admin.get('/api/admin/wager-feeds')).data;
    expect(feeds[0]!.providers).not.toContain('demo');
    expect(feeds[0]!.providers).toContain('csv');
    const res = await admin.put(`/api/admin/wager-feeds/${created.id}`, { provider: 'demo' });
    expect([res.statusCode, json(res).code]).toEqual([400, wagerFeedErrorCodes.demoOff]);
    expect(json(res).errors).toEqual({
      provider: ['Demo data is off on this site: choose a casino or CSV upload'],
    });
    expect(json<{ data: Feed[] }>(await admin.get('/api/admin/wager-feeds')).data[0]!.provider).toBe('csv');
  });

  it('never fills a demo board left from an earlier start: new periods open empty, the tick is off', async () => {
    expect(demoTick.enabled?.(ctx.app.deps)).toBe(false);
    const { platform } = await oldDemoBoard(ctx);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const ends = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const started = await admin.post(`/api/admin/leaderboards/${platform.id}/periods`, { ends_at: ends });
    expect(started.statusCode, started.body).toBe(200);
    expect(await publicBoard(ctx, 'roobet')).toMatchObject({ top_three: [], rest_of_users: [] });

    const weekly = await createBoard(ctx.db, {
      slug: 'weekly-demo',
      provider: 'demo',
      timeframe: 'weekly',
      players: 5,
      startsAt: new Date('2026-11-09T00:00:00Z'),
      endsAt: new Date('2026-11-16T00:00:00Z'),
    });
    expect(await rollOverPeriods(ctx.db, false, new Date('2026-11-16T00:01:00Z'))).toBe(1);
    const [next] = await ctx.db
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.startsAt, new Date('2026-11-16T00:00:00Z')));
    expect(next?.platformId).toBe(weekly.platform.id);
    expect(await playersIn(ctx, next!.id)).toBe(0);
  });

  it('the admin sees an old demo board as demo and switching it away removes its invented players', async () => {
    const { platform, period, ended } = await oldDemoBoard(ctx);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const boards = json<{ data: AdminPlatform[] }>(await admin.get('/api/admin/leaderboards')).data;
    expect(boards[0]).toMatchObject({ provider: 'demo', current_period: { players: 5 } });
    expect((await publicBoard(ctx, 'roobet')).top_three).toHaveLength(3);

    const res = await admin.put(`/api/admin/wager-feeds/${platform.id}`, { provider: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await playersIn(ctx, period.id)).toBe(0);
    expect(await publicBoard(ctx, 'roobet')).toMatchObject({ top_three: [], rest_of_users: [] });
    expect(await playersIn(ctx, ended.id)).toBe(1); // ended periods keep their history
  });
});

describe('with demo content (SEED_DEMO on, the embedded default)', () => {
  const ctx = useTestApp();

  it('a new board starts on the demo, full of invented players, and the tick keeps it moving', async () => {
    const { created } = await addBoard(ctx);
    expect(created.provider).toBe('demo');
    expect(created.current_period?.players).toBe(40);
    const pub = await publicBoard(ctx, 'stake');
    expect(pub.top_three).toHaveLength(3);
    expect(pub.rest_of_users).toHaveLength(37);
    expect(demoTick.enabled?.(ctx.app.deps)).toBe(true);
  });

  it('offers and accepts the demo provider; leaving it removes the current period’s invented players', async () => {
    const { admin, created } = await addBoard(ctx);
    const feeds = json<{ data: Feed[] }>(await admin.get('/api/admin/wager-feeds')).data;
    expect(feeds[0]!.providers).toContain('demo');
    const url = `/api/admin/wager-feeds/${created.id}`;
    expect((await admin.put(url, { provider: 'demo' })).statusCode).toBe(200);
    expect(await playersIn(ctx, created.current_period!.id)).toBe(40);
    expect((await admin.put(url, { provider: 'csv' })).statusCode).toBe(200);
    expect(await playersIn(ctx, created.current_period!.id)).toBe(0);
    expect(await publicBoard(ctx, 'stake')).toMatchObject({ top_three: [], rest_of_users: [] });
  });
});
