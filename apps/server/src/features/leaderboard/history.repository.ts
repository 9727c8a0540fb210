import {
  type ClosedPeriod,
  type ClosedPeriodsPage,
  HISTORY_PAGE_SIZE,
  HISTORY_TOP,
  type PublicStanding,
} from '@podium/shared/leaderboard/standings';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { leaderboardPeriods, leaderboardPlatforms } from './leaderboard.table.ts';
import { PRIZE_SOURCE } from './standings.repository.ts';
import { leaderboardStandings } from './standings.table.ts';

const periodColumns = {
  id: leaderboardPeriods.id,
  startsAt: leaderboardPeriods.startsAt,
  endsAt: leaderboardPeriods.endsAt,
  closedAt: leaderboardPeriods.closedAt,
  name: leaderboardPlatforms.name,
  slug: leaderboardPlatforms.slug,
  currencySymbol: leaderboardPlatforms.currencySymbol,
};

/** Frozen ranks of some periods, with whether each prize's payout is paid; `top` keeps ranks ≤ top and every prize rank. */
async function standingsOf(db: DbOrTx, periodIds: number[], top: number | null) {
  if (periodIds.length === 0) return new Map<number, PublicStanding[]>();
  const rows = await db
    .select({
      periodId: leaderboardStandings.periodId,
      rank: leaderboardStandings.rank,
      displayName: leaderboardStandings.displayName,
      wageredCents: leaderboardStandings.wageredCents,
      prizeCents: leaderboardStandings.prizeCents,
      paid: sql<boolean>`coalesce(${payouts.status} = 'paid', false)`,
    })
    .from(leaderboardStandings)
    .leftJoin(payouts, and(eq(payouts.source, PRIZE_SOURCE), eq(payouts.sourceId, leaderboardStandings.id)))
    .where(
      and(
        inArray(leaderboardStandings.periodId, periodIds),
        top === null
          ? undefined
          : or(sql`${leaderboardStandings.rank} <= ${top}`, sql`${leaderboardStandings.prizeCents} > 0`),
      ),
    )
    .orderBy(asc(leaderboardStandings.periodId), asc(leaderboardStandings.rank));
  const out = new Map<number, PublicStanding[]>();
  for (const r of rows) {
    const list = out.get(r.periodId) ?? [];
    list.push({
      rank: r.rank,
      display_name: r.displayName,
      wagered_cents: Number(r.wageredCents),
      prize_cents: Number(r.prizeCents) > 0 ? Number(r.prizeCents) : null,
      paid: r.paid === true,
    });
    out.set(r.periodId, list);
  }
  return out;
}

async function playerCounts(db: DbOrTx, periodIds: number[]) {
  if (periodIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ periodId: leaderboardStandings.periodId, n: count() })
    .from(leaderboardStandings)
    .where(inArray(leaderboardStandings.periodId, periodIds))
    .groupBy(leaderboardStandings.periodId);
  return new Map(rows.map((r) => [r.periodId, Number(r.n)]));
}

type PeriodHead = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  name: string;
  slug: string;
  currencySymbol: string;
};

const toClosed = (p: PeriodHead, standings: PublicStanding[], players: number): ClosedPeriod => ({
  id: p.id,
  platform: { name: p.name, slug: p.slug },
  currency_symbol: p.currencySymbol,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  closed_at: p.closedAt!.toISOString(),
  players,
  standings,
});

/**
 * The public history of closed leaderboard periods (decision 063), newest end first, `HISTORY_PAGE_SIZE`
 * a page, optionally one board's (by slug): each with its top `HISTORY_TOP` ranks and every prize rank
 * (rank, the name as the board showed it, wagered, prize, paid). No casino username or member. Four
 * queries whatever the page holds.
 */
export async function closedPeriodsPage(
  db: DbOrTx,
  { platformSlug, page = 1 }: { platformSlug?: string | undefined; page?: number },
): Promise<ClosedPeriodsPage> {
  const where: SQL = and(
    isNotNull(leaderboardPeriods.closedAt),
    platformSlug ? eq(leaderboardPlatforms.slug, platformSlug) : undefined,
  )!;
  const [total] = await db
    .select({ n: count() })
    .from(leaderboardPeriods)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, leaderboardPeriods.platformId))
    .where(where);
  const heads = await db
    .select(periodColumns)
    .from(leaderboardPeriods)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, leaderboardPeriods.platformId))
    .where(where)
    .orderBy(desc(leaderboardPeriods.endsAt), desc(leaderboardPeriods.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  const ids = heads.map((h) => h.id);
  const [standings, players] = await Promise.all([standingsOf(db, ids, HISTORY_TOP), playerCounts(db, ids)]);
  return {
    periods: heads.map((h) => toClosed(h, standings.get(h.id) ?? [], players.get(h.id) ?? 0)),
    page,
    page_size: HISTORY_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/** One closed period with its full frozen standings; undefined when it is missing or not closed. */
export async function closedPeriod(db: DbOrTx, periodId: number): Promise<ClosedPeriod | undefined> {
  const [head] = await db
    .select(periodColumns)
    .from(leaderboardPeriods)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, leaderboardPeriods.platformId))
    .where(and(eq(leaderboardPeriods.id, periodId), isNotNull(leaderboardPeriods.closedAt)));
  if (!head) return undefined;
  const standings = (await standingsOf(db, [periodId], null)).get(periodId) ?? [];
  return toClosed(head, standings, standings.length);
}

/**
 * Closed periods by id (the public history's page of mixed contests), in the order given: each with its
 * top `HISTORY_TOP` ranks and every prize rank, as in `closedPeriodsPage`. Ids missing or not closed are
 * left out. Three queries whatever the number of ids.
 */
export async function closedPeriodsByIds(db: DbOrTx, ids: readonly number[]): Promise<ClosedPeriod[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select(periodColumns)
    .from(leaderboardPeriods)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, leaderboardPeriods.platformId))
    .where(and(inArray(leaderboardPeriods.id, [...ids]), isNotNull(leaderboardPeriods.closedAt)));
  const found = heads.map((h) => h.id);
  const [standings, players] = await Promise.all([
    standingsOf(db, found, HISTORY_TOP),
    playerCounts(db, found),
  ]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    return head ? [toClosed(head, standings.get(id) ?? [], players.get(id) ?? 0)] : [];
  });
}
