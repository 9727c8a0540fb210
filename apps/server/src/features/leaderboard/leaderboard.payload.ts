import { centsToAmount } from '@podium/shared/common/money';
import { PODIUM_PLACES } from '@podium/shared/leaderboard/rules';
import type { LeaderboardEntry, LeaderboardPayload } from '@podium/shared/leaderboard/schemas';
import { asc, desc, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from './leaderboard.table.ts';
import { leaderboardStandings } from './standings.table.ts';

/** The current period of each platform: the latest that has started by `now`. One query for all. */
export async function currentPeriods(db: DbOrTx, now: Date) {
  return db
    .selectDistinctOn([leaderboardPeriods.platformId])
    .from(leaderboardPeriods)
    .where(lte(leaderboardPeriods.startsAt, now))
    .orderBy(leaderboardPeriods.platformId, desc(leaderboardPeriods.startsAt));
}

/** SPEC §3 "Leaderboard payload": four queries at most whatever the number of platforms or players. */
export async function buildLeaderboardPayload(db: DbOrTx, now = new Date()): Promise<LeaderboardPayload> {
  const platforms = await db
    .select()
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
  const periods = await currentPeriods(db, now);
  const periodByPlatform = new Map(periods.map((p) => [p.platformId, p]));
  // A closed period shows its frozen standings (decision 063): later feed writes do not change it.
  const periodIds = periods.filter((p) => p.closedAt === null).map((p) => p.id);
  const closedIds = periods.filter((p) => p.closedAt !== null).map((p) => p.id);
  const frozen = closedIds.length
    ? await db
        .select({
          periodId: leaderboardStandings.periodId,
          displayName: leaderboardStandings.displayName,
          wageredCents: leaderboardStandings.wageredCents,
          avatar: leaderboardStandings.avatarUrl,
          favoriteGameTitle: leaderboardStandings.favoriteGameTitle,
        })
        .from(leaderboardStandings)
        .where(inArray(leaderboardStandings.periodId, closedIds))
        .orderBy(leaderboardStandings.periodId, asc(leaderboardStandings.rank))
    : [];
  const live = periodIds.length
    ? await db
        .select({
          periodId: wagers.periodId,
          displayName: wagers.displayName,
          wageredCents: wagers.wageredCents,
          avatar: wagers.avatarUrl,
          favoriteGameTitle: wagers.favoriteGameTitle,
        })
        .from(wagers)
        .where(inArray(wagers.periodId, periodIds))
        .orderBy(wagers.periodId, desc(wagers.wageredCents), asc(sql`lower(${wagers.displayName})`))
    : [];
  const rows = [...live, ...frozen];
  const entriesByPeriod = new Map<number, LeaderboardEntry[]>();
  for (const r of rows) {
    let list = entriesByPeriod.get(r.periodId);
    if (!list) {
      list = [];
      entriesByPeriod.set(r.periodId, list);
    }
    list.push({
      displayName: r.displayName,
      wagered: centsToAmount(r.wageredCents),
      avatar: r.avatar,
      favoriteGameTitle: r.favoriteGameTitle,
    });
  }

  const all: LeaderboardPayload['all_leaderboards'] = {};
  for (const p of platforms) {
    const period = periodByPlatform.get(p.id);
    const entries = (period && entriesByPeriod.get(period.id)) || [];
    all[p.slug] = {
      currency_symbol: p.currencySymbol,
      prizes: p.prizesCents.map(centsToAmount),
      top_three: entries.slice(0, PODIUM_PLACES),
      rest_of_users: entries.slice(PODIUM_PLACES),
      current_period: { endTimestamp: period ? period.endsAt.getTime() : null },
    };
  }
  const first = platforms[0];
  return {
    platforms: platforms.map((p) => ({
      slug: p.slug,
      name: p.name,
      active_leaderboard: { timeframe: p.timeframe },
      is_paused: p.isPaused,
      pause_message: p.pauseMessage || null,
    })),
    selected_platform: first ? { slug: first.slug } : null,
    all_leaderboards: all,
  };
}
