import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLeaderboardPayload } from '../../src/features/leaderboard/leaderboard.payload.ts';
import { leaderboardPeriods, wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { rollOverPeriods } from '../../src/features/leaderboard/periods.usecases.ts';
import { useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

const ctx = useTestApp();
const utc = (s: string) => new Date(`${s}Z`);

describe('period roll-over', () => {
  it('opens the next monthly period when the current one has passed, keeping the final standings', async () => {
    const { platform, period } = await createBoard(ctx.db, {
      slug: 'm',
      timeframe: 'monthly',
      players: 4,
      startsAt: utc('2026-10-01T00:00:00'),
      endsAt: utc('2026-11-01T00:00:00'),
    });
    const now = utc('2026-11-01T00:00:30');
    expect(await rollOverPeriods(ctx.db, true, now)).toBe(1);
    const periods = await ctx.db
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.platformId, platform.id));
    expect(periods.map((p) => [p.startsAt.toISOString(), p.endsAt.toISOString()])).toEqual([
      ['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ]);
    expect(await ctx.db.$count(wagers, eq(wagers.periodId, period.id))).toBe(4);
    const payload = await buildLeaderboardPayload(ctx.db, now);
    expect(payload.all_leaderboards.m?.current_period.endTimestamp).toBe(
      utc('2026-12-01T00:00:00').getTime(),
    );
    expect(payload.all_leaderboards.m?.top_three).toEqual([]);
  });

  it('is idempotent: running twice (or from two processes) opens the period once', async () => {
    await createBoard(ctx.db, {
      slug: 'w',
      timeframe: 'weekly',
      startsAt: utc('2026-11-09T00:00:00'),
      endsAt: utc('2026-11-16T00:00:00'),
    });
    const now = utc('2026-11-16T00:01:00');
    const results = await Promise.all([
      rollOverPeriods(ctx.db, true, now),
      rollOverPeriods(ctx.db, true, now),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await ctx.db.$count(leaderboardPeriods)).toBe(2);
  });

  it('catches up several missed periods', async () => {
    await createBoard(ctx.db, {
      slug: 'w',
      timeframe: 'weekly',
      startsAt: utc('2026-10-26T00:00:00'),
      endsAt: utc('2026-11-02T00:00:00'),
    });
    expect(await rollOverPeriods(ctx.db, true, utc('2026-11-21T12:00:00'))).toBe(3);
    const payload = await buildLeaderboardPayload(ctx.db, utc('2026-11-21T12:00:00'));
    expect(payload.all_leaderboards.w?.current_period.endTimestamp).toBe(
      utc('2026-11-23T00:00:00').getTime(),
    );
  });

  it('leaves an early-ended board on Period Ended until the next boundary', async () => {
    await createBoard(ctx.db, {
      slug: 'm',
      timeframe: 'monthly',
      startsAt: utc('2026-11-01T00:00:00'),
      endsAt: utc('2026-11-20T00:00:00'),
    });
    const now = utc('2026-11-21T12:00:00');
    expect(await rollOverPeriods(ctx.db, true, now)).toBe(0);
    const payload = await buildLeaderboardPayload(ctx.db, now);
    expect(payload.all_leaderboards.m?.current_period.endTimestamp).toBe(
      utc('2026-11-20T00:00:00').getTime(),
    );
    expect(await rollOverPeriods(ctx.db, true, utc('2026-12-01T00:00:01'))).toBe(1);
  });

  it('never rolls a custom board over', async () => {
    await createBoard(ctx.db, {
      slug: 'c',
      timeframe: 'custom',
      startsAt: utc('2026-11-01T00:00:00'),
      endsAt: utc('2026-11-10T00:00:00'),
    });
    expect(await rollOverPeriods(ctx.db, true, utc('2027-01-01T00:00:00'))).toBe(0);
  });
});

describe('demo provider', () => {
  it('moves some players up on each tick, deterministically, and only in the given periods', async () => {
    const { tickDemoWagers } = await import('../../src/features/leaderboard/demo-provider.ts');
    const live = await createBoard(ctx.db, { slug: 'live', players: 40 });
    const other = await createBoard(ctx.db, { slug: 'other', players: 40 });
    const total = async (periodId: number) =>
      (await ctx.db.select().from(wagers).where(eq(wagers.periodId, periodId))).reduce(
        (s, w) => s + w.wageredCents,
        0,
      );
    const [liveBefore, otherBefore] = [await total(live.period.id), await total(other.period.id)];
    const changed = await tickDemoWagers(ctx.db, [live.period.id], 1);
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(40);
    expect(await total(live.period.id)).toBeGreaterThan(liveBefore);
    expect(await total(other.period.id)).toBe(otherBefore);
    expect(await tickDemoWagers(ctx.db, [], 2)).toBe(0);
  });
});
