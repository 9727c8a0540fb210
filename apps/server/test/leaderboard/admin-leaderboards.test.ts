import { auditPageSchema } from '@podium/shared/audit/schemas';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

const ctx = useTestApp();
const admin = () => signedIn(ctx, 'boss', 'Admin');

const platform = {
  slug: 'roobet',
  name: 'Roobet',
  timeframe: 'monthly',
  currency_symbol: '$',
  prizes: [1000, 500.5, 250],
  is_paused: false,
  pause_message: '',
};

describe('admin: leaderboard platforms', () => {
  it('creates a platform with its first period; it appears on the public board', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/leaderboards', platform);
    expect(res.statusCode).toBe(201);
    const [created] = json(res).data as {
      id: number;
      prizes: number[];
      current_period: { ends_at: string } | null;
    }[];
    expect(created?.prizes).toEqual([1000, 500.5, 250]);
    expect(created?.current_period).not.toBeNull();
    const pub = json(await ctx.app.inject('/api/r/leaderboard')).data as {
      all_leaderboards: Record<string, { prizes: number[]; current_period: { endTimestamp: number } }>;
    };
    expect(pub.all_leaderboards.roobet?.prizes).toEqual([1000, 500.5, 250]);
    expect(pub.all_leaderboards.roobet?.current_period.endTimestamp).toBe(
      Date.parse(created!.current_period!.ends_at),
    );
  });

  it('refuses a taken slug with 409 and bad prizes with 400', async () => {
    const a = await admin();
    await a.post('/api/admin/leaderboards', platform);
    const dup = await a.post('/api/admin/leaderboards', { ...platform, name: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('Another leaderboard already uses this slug.');
    expect(json(dup).code).toBe('leaderboard.slug_taken');
    const bad = await a.post('/api/admin/leaderboards', {
      ...platform,
      slug: 'New Slug!',
      prizes: [-5, 1.234],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors as object).sort()).toEqual(['prizes.0', 'prizes.1', 'slug']);
  });

  it('pauses a board with a message', async () => {
    const a = await admin();
    const { platform: p } = await createBoard(ctx.db, { slug: 'gamdom', name: 'Gamdom' });
    const res = await a.put(`/api/admin/leaderboards/${p.id}`, {
      ...platform,
      slug: 'gamdom',
      is_paused: true,
      pause_message: 'Data delayed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pub = json(await ctx.app.inject('/api/r/leaderboard')).data as { platforms: unknown[] };
    expect(pub.platforms[0]).toMatchObject({
      slug: 'gamdom',
      is_paused: true,
      pause_message: 'Data delayed',
    });
  });

  it("puts a board's changes on record: its prizes old → new, nothing else", async () => {
    const a = await admin();
    const [created] = json(await a.post('/api/admin/leaderboards', platform)).data as { id: number }[];
    const res = await a.put(`/api/admin/leaderboards/${created!.id}`, { ...platform, prizes: [2000, 500.5] });
    expect(res.statusCode, res.body).toBe(200);
    const log = auditPageSchema.parse(json(await a.get('/api/admin/audit-log')).data);
    expect(log.entries).toEqual([
      expect.objectContaining({
        actor: { id: expect.any(Number), username: 'boss' },
        action: 'leaderboard.update',
        target_type: 'leaderboard',
        target_id: String(created!.id),
        before: { prizes: [1000, 500.5, 250] },
        after: { prizes: [2000, 500.5] },
        request_id: res.headers['x-request-id'],
      }),
      expect.objectContaining({
        action: 'leaderboard.create',
        target_id: String(created!.id),
        before: null,
        after: expect.objectContaining({ slug: 'roobet', prizes: [1000, 500.5, 250], is_paused: false }),
      }),
    ]);
  });

  it('moves the period end; an end in the past makes the board ended', async () => {
    const a = await admin();
    const { platform: p } = await createBoard(ctx.db, { slug: 'x', players: 4 });
    const past = new Date(Date.now() - 60_000);
    const res = await a.post(`/api/admin/leaderboards/${p.id}/period-end`, { ends_at: past.toISOString() });
    expect(res.statusCode).toBe(200);
    const pub = json(await ctx.app.inject('/api/r/leaderboard')).data as {
      all_leaderboards: Record<string, { current_period: { endTimestamp: number }; top_three: unknown[] }>;
    };
    expect(pub.all_leaderboards.x?.current_period.endTimestamp).toBe(past.getTime());
    expect(pub.all_leaderboards.x?.top_three).toHaveLength(3); // final standings stay visible
  });

  it('refuses a period end before the period started', async () => {
    const a = await admin();
    const { platform: p } = await createBoard(ctx.db, { slug: 'x' });
    const res = await a.post(`/api/admin/leaderboards/${p.id}/period-end`, {
      ends_at: '2001-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await a.post(`/api/admin/leaderboards/${p.id}/period-end`, { ends_at: 'tomorrow' })).statusCode,
    ).toBe(400);
  });

  it('starts a new period: the board is empty again and the old standings are kept', async () => {
    const a = await admin();
    const { platform: p, period: old } = await createBoard(ctx.db, { slug: 'x', players: 5 });
    const ends = new Date(Date.now() + 14 * 86_400_000);
    const res = await a.post(`/api/admin/leaderboards/${p.id}/periods`, { ends_at: ends.toISOString() });
    expect(res.statusCode).toBe(200);
    const pub = json(await ctx.app.inject('/api/r/leaderboard')).data as {
      all_leaderboards: Record<string, { current_period: { endTimestamp: number }; top_three: unknown[] }>;
    };
    expect(pub.all_leaderboards.x?.top_three).toEqual([]);
    expect(pub.all_leaderboards.x?.current_period.endTimestamp).toBe(ends.getTime());
    const { wagers, leaderboardPeriods } = await import(
      '../../src/features/leaderboard/leaderboard.table.ts'
    );
    const { eq } = await import('drizzle-orm');
    expect(await ctx.db.$count(wagers, eq(wagers.periodId, old.id))).toBe(5);
    const [ended] = await ctx.db.select().from(leaderboardPeriods).where(eq(leaderboardPeriods.id, old.id));
    expect(ended!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('deletes and reorders platforms', async () => {
    const a = await admin();
    const one = await createBoard(ctx.db, { slug: 'one', sortOrder: 0 });
    const two = await createBoard(ctx.db, { slug: 'two', sortOrder: 1 });
    const reordered = await a.post('/api/admin/leaderboards/reorder', {
      ids: [two.platform.id, one.platform.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    let pub = json(await ctx.app.inject('/api/r/leaderboard')).data as {
      selected_platform: { slug: string };
    };
    expect(pub.selected_platform.slug).toBe('two');
    expect((await a.delete(`/api/admin/leaderboards/${two.platform.id}`)).statusCode).toBe(200);
    pub = json(await ctx.app.inject('/api/r/leaderboard')).data as { selected_platform: { slug: string } };
    expect(pub.selected_platform.slug).toBe('one');
    const log = auditPageSchema.parse(json(await a.get('/api/admin/audit-log')).data);
    expect(log.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['leaderboard.delete', expect.objectContaining({ slug: 'two' }), null],
      [
        'leaderboard.reorder',
        { order: [one.platform.id, two.platform.id] },
        { order: [two.platform.id, one.platform.id] },
      ],
    ]);
  });
});
