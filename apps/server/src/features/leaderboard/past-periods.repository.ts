import { ADMIN_PERIODS_PAGE_SIZE, type AdminPastPeriods } from '@podium/shared/leaderboard/standings';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { leaderboardPeriods, leaderboardPlatforms } from './leaderboard.table.ts';
import { PRIZE_SOURCE, prizeRanksOf, unmatchedCount } from './standings.repository.ts';

const ended: SQL = sql`${leaderboardPeriods.endsAt} <= now()`;
// Qualified by hand: a one-table select names its own columns bare, which the subqueries would shadow.
const periodId = sql.raw('"leaderboard_periods"."id"');
const closedAt = sql.raw('"leaderboard_periods"."closed_at"');

/**
 * Admin › Leaderboards › Past periods of one board (decision 063): its ended periods, newest first,
 * closed or waiting to close, each with its prize ranks (who was matched, the casino username, the
 * payout and its status), whether the wager table changed after the close (a late feed correction)
 * and whether a payout is paid (then it cannot be reopened); and the board's unmatched count.
 */
export async function pastPeriods(db: Db, platformId: number, page: number): Promise<AdminPastPeriods> {
  const [platform] = await db
    .select()
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, platformId));
  if (!platform) throw leaderboardErrors.notFound();
  const where = and(eq(leaderboardPeriods.platformId, platformId), ended);
  const [total] = await db.select({ n: count() }).from(leaderboardPeriods).where(where);
  const periods = await db
    .select({
      id: leaderboardPeriods.id,
      startsAt: leaderboardPeriods.startsAt,
      endsAt: leaderboardPeriods.endsAt,
      closedAt: leaderboardPeriods.closedAt,
      players: sql<number>`case when ${closedAt} is null
        then (select count(*) from wagers w where w.period_id = ${periodId})
        else (select count(*) from leaderboard_standings s where s.period_id = ${periodId}) end`,
      wagersChanged: sql<boolean>`coalesce(${closedAt} is not null and exists (
        select 1 from wagers w where w.period_id = ${periodId} and w.updated_at > ${closedAt}), false)`,
      hasPaid: sql<boolean>`exists (select 1 from payouts p join leaderboard_standings s
        on p.source = ${PRIZE_SOURCE} and p.source_id = s.id
        where s.period_id = ${periodId} and p.status = 'paid')`,
    })
    .from(leaderboardPeriods)
    .where(where)
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(ADMIN_PERIODS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PERIODS_PAGE_SIZE);
  const prizes = await prizeRanksOf(
    db,
    periods.map((p) => p.id),
  );
  return {
    platform: { id: platform.id, name: platform.name, currency_symbol: platform.currencySymbol },
    page,
    page_size: ADMIN_PERIODS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    unmatched: await unmatchedCount(db, platformId),
    periods: periods.map((p) => ({
      id: p.id,
      starts_at: p.startsAt.toISOString(),
      ends_at: p.endsAt.toISOString(),
      closed_at: p.closedAt?.toISOString() ?? null,
      players: Number(p.players),
      wagers_changed: p.wagersChanged === true,
      has_paid: p.hasPaid === true,
      prizes: prizes
        .filter((r) => r.s.periodId === p.id)
        .map((r) => ({
          id: r.s.id,
          rank: r.s.rank,
          display_name: r.s.displayName,
          casino_username: r.s.playerKey,
          wagered_cents: Number(r.s.wageredCents),
          prize_cents: Number(r.s.prizeCents),
          status: r.s.status,
          member: r.s.userId !== null && r.memberName ? { id: r.s.userId, username: r.memberName } : null,
          payout: r.payoutId !== null && r.payoutStatus ? { id: r.payoutId, status: r.payoutStatus } : null,
          reason: r.s.reason,
          decided_by:
            r.s.decidedBy !== null && r.deciderName ? { id: r.s.decidedBy, username: r.deciderName } : null,
        })),
    })),
  };
}
