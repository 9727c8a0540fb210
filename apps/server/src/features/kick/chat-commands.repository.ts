import { formatMoney } from '@podium/shared/common/money';
import type { HuntStats } from '@podium/shared/kick/chat-messages';
import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentHuntView } from '../bonus-hunts/bonus-hunts.usecases.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';

/** The main board (the first in the admin's order) and its current period's top `n` by wagered. */
export async function topOfMainBoard(db: DbOrTx, n = 3) {
  const [board] = await db
    .select()
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id))
    .limit(1);
  if (!board) return null;
  const [period] = await db
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(
      sql`${leaderboardPeriods.platformId} = ${board.id} and ${lte(leaderboardPeriods.startsAt, sql`now()`)}`,
    )
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  const top = period
    ? await db
        .select({ name: wagers.displayName, cents: wagers.wageredCents })
        .from(wagers)
        .where(eq(wagers.periodId, period.id))
        .orderBy(desc(wagers.wageredCents), asc(sql`lower(${wagers.displayName})`))
        .limit(n)
    : [];
  return {
    name: board.name,
    top: top.map((t) => ({ name: t.name, wagered: formatMoney(t.cents / 100, board.currencySymbol) })),
  };
}

/** The running bonus hunt's figures for `!hunt` (the bonus-hunts feature's own read), or null. */
export async function currentHuntStats(db: DbOrTx): Promise<HuntStats | null> {
  const view = await currentHuntView(db, null);
  if (!view.hunt) return null;
  return {
    title: view.hunt.title,
    start_balance: view.hunt.start_balance,
    games: view.games.length,
    opened: view.games.filter((g) => g.slot_win !== null).length,
    winnings: view.statistics.winnings,
    break_even_multiplier: view.statistics.break_even_multiplier,
    highest_multiplier: view.statistics.highest_multiplier,
  };
}
