import { formatMoney } from '@podium/shared/common/money';
import type { KickCommandName } from '@podium/shared/kick/chat-messages';
import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import { kickCommandUses } from './kick.table.ts';

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

/**
 * Takes the command's turn: answered at most once per cooldown across every process (one conditional
 * upsert on its row). False while it cools down.
 */
export async function takeCommandTurn(
  tx: Tx,
  command: KickCommandName,
  cooldownSeconds: number,
): Promise<boolean> {
  const rows = await tx
    .insert(kickCommandUses)
    .values({ command, lastAnsweredAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({
      target: kickCommandUses.command,
      set: { lastAnsweredAt: sql`excluded.last_answered_at` },
      setWhere: sql`${kickCommandUses.lastAnsweredAt} <= now() - ${cooldownSeconds}::double precision * interval '1 second'`,
    })
    .returning({ command: kickCommandUses.command });
  return rows.length === 1;
}
