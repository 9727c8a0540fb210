import { centsToAmount, formatMoney } from '@podium/shared/common/money';
import { HISTORY_WINNERS_SHOWN } from '@podium/shared/history/messages';
import type { HistoryEntry, HistoryPeriod, HistoryWinner } from '@podium/shared/history/schemas';
import { type ClosedPeriod, periodLabel } from '@podium/shared/leaderboard/standings';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { closedPeriod } from '../leaderboard/history.repository.ts';
import { leaderboardPeriods } from '../leaderboard/leaderboard.table.ts';

/**
 * Closed leaderboard periods in the history (decision 065): a period is history once it has closed
 * (its standings frozen, decision 063), dated by its end as the board was.
 */
export const closedPeriodsIndex = (): SQL =>
  sql`select 'leaderboard' as kind, ${leaderboardPeriods.id} as id, ${leaderboardPeriods.endsAt} as ended_at
      from ${leaderboardPeriods} where ${leaderboardPeriods.closedAt} is not null`;

/** How many ranks make the podium a card always shows, prizes or not. */
const PODIUM = 3;

const info = (p: ClosedPeriod) => ({
  platform_name: p.platform.name,
  platform_slug: p.platform.slug,
  currency_symbol: p.currency_symbol,
  starts_at: p.starts_at,
  ends_at: p.ends_at,
});

const title = (p: ClosedPeriod) => periodLabel(p.platform.name, new Date(p.starts_at), new Date(p.ends_at));

/** A closed period as a history card: its podium and every prize rank, with each prize's state. */
function toEntry(p: ClosedPeriod): HistoryEntry {
  const winners: HistoryWinner[] = p.standings
    .filter((s) => s.rank <= PODIUM || s.prize_cents !== null)
    .map((s) => ({
      place: s.rank,
      name: s.display_name,
      username: null,
      prize: s.prize_cents === null ? null : formatMoney(centsToAmount(s.prize_cents), p.currency_symbol),
      label: null,
      wagered: centsToAmount(s.wagered_cents),
      paid: s.prize_cents === null ? null : s.paid,
    }));
  return {
    kind: 'leaderboard',
    id: p.id,
    title: title(p),
    ended_at: p.ends_at,
    href: `/leaderboard/history/${p.id}`,
    champion: null,
    period: info(p),
    winners: winners.slice(0, HISTORY_WINNERS_SHOWN),
    more_winners: Math.max(0, winners.length - HISTORY_WINNERS_SHOWN),
  };
}

/** Closed periods by id as history cards (the leaderboard feature's frozen standings). */
export async function pastPeriods(db: DbOrTx, ids: number[]): Promise<HistoryEntry[]> {
  const out: HistoryEntry[] = [];
  for (const id of ids) {
    const period = await closedPeriod(db, id);
    if (period) out.push(toEntry(period));
  }
  return out;
}

/** GET /api/r/history/periods/{id}: a closed period's full frozen standings; null when not closed. */
export async function periodView(db: DbOrTx, id: number): Promise<HistoryPeriod | null> {
  const p = await closedPeriod(db, id);
  if (!p) return null;
  return {
    id: p.id,
    title: title(p),
    ...info(p),
    closed_at: p.closed_at,
    standings: p.standings.map((s) => ({
      rank: s.rank,
      name: s.display_name,
      wagered: centsToAmount(s.wagered_cents),
      prize: s.prize_cents === null ? null : centsToAmount(s.prize_cents),
      paid: s.prize_cents === null ? null : s.paid,
    })),
  };
}
