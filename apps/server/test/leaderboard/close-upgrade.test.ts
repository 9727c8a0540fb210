import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { closeEndedPeriods } from '../../src/features/leaderboard/close.usecases.ts';
import { leaderboardPeriods } from '../../src/features/leaderboard/leaderboard.table.ts';
import { leaderboardStandings } from '../../src/features/leaderboard/standings.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';

const ctx = useTestApp();

// Migration 0030's hand-written part (decision 063), played again on a site with data: periods that
// ended before the upgrade close with their standings and skipped prizes, so no old month is paid twice.
it('closes periods ended before the upgrade with their standings, prizes skipped, no payouts', async () => {
  const ended = await createBoard(ctx.db, {
    players: 5,
    prizesCents: [300, 200, 0, 50],
    startsAt: new Date(Date.now() - 9e6),
    endsAt: new Date(Date.now() - 1e6),
  });
  const running = await createBoard(ctx.db, { players: 3, prizesCents: [300] });
  const text = readFileSync(
    new URL('../../drizzle/0030_leaderboard_periods_close.sql', import.meta.url),
    'utf8',
  );
  const part = text.slice(text.indexOf('-- Hand-written'));
  for (const statement of part.split('--> statement-breakpoint')) await ctx.db.execute(sql.raw(statement));

  const rows = await ctx.db.select().from(leaderboardStandings).orderBy(leaderboardStandings.rank);
  expect(rows.map((r) => [r.periodId, r.rank, r.displayName, r.prizeCents, r.status])).toEqual([
    [ended.period.id, 1, 'Player1', 300, 'skipped'],
    [ended.period.id, 2, 'Player2', 200, 'skipped'],
    [ended.period.id, 3, 'Player3', 0, 'none'],
    [ended.period.id, 4, 'Player4', 50, 'skipped'],
    [ended.period.id, 5, 'Player5', 0, 'none'],
  ]);
  const periods = await ctx.db.select().from(leaderboardPeriods).orderBy(leaderboardPeriods.id);
  expect(periods.map((p) => [p.id, p.closedAt !== null, p.closings])).toEqual([
    [ended.period.id, true, 1],
    [running.period.id, false, 0],
  ]);
  expect(await closeEndedPeriods({ db: ctx.db })).toBe(0);
  expect(await ctx.db.$count(payouts, eq(payouts.source, 'leaderboard_prize'))).toBe(0);
});
