import { leaderboardPayloadSchema } from '@podium/shared/leaderboard/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

const ctx = useTestApp();

const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data, message: z.string().nullable(), errors: z.null() });

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
    const { wagers } = await import('../../src/features/leaderboard/leaderboard.table.ts');
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
