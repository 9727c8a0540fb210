import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { closePeriodInTx } from '../leaderboard/close.usecases.ts';
import { leaderboardPeriods, leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { openPeriod } from '../leaderboard/periods.usecases.ts';

/**
 * The demo's past leaderboard period (decision 065), so the history has a podium to show: Roobet's
 * last calendar month, full of demo players, closed as the job closes one (frozen
 * standings; its demo players match no member, so its prizes wait for staff as unmatched). Runs
 * after every other feature's demo content (modules.ts), where the site shows demo content only.
 */
export async function seedHistory(tx: Tx): Promise<void> {
  const [roobet] = await tx
    .select()
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.slug, 'roobet'));
  if (!roobet) return;
  const [current] = await tx
    .select()
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.platformId, roobet.id))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  if (!current) return;
  // Last calendar month (the month before that when the current period began at its very start), so it
  // has ended by the database's clock inside this transaction.
  const started = current.startsAt;
  const back =
    started.getTime() - Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), 1) < 60_000 ? 1 : 0;
  const end = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth() - back, 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  const past = await openPeriod(tx, roobet, start, end, true);
  await closePeriodInTx(tx, past.id, 0);
}
