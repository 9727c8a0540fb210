import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { wagerFeedConnections } from '../../src/features/wager-feeds/wager-feeds.table.ts';

/** The period's wager rows by key → cents. */
export async function wagersOf(db: Db, periodId: number) {
  const rows = await db.select().from(wagers).where(eq(wagers.periodId, periodId));
  return Object.fromEntries(rows.map((r) => [r.playerKey, r.wageredCents]));
}

export async function connectionRow(db: Db, platformId: number) {
  const [row] = await db
    .select()
    .from(wagerFeedConnections)
    .where(eq(wagerFeedConnections.platformId, platformId));
  return row!;
}

/** As if the provider's cooldown (and the schedule) had passed since the last call. */
export const cooledDown = (db: Db, platformId: number) =>
  db
    .update(wagerFeedConnections)
    .set({ lastCallAt: sql`now() - interval '1 hour'`, nextSyncAt: sql`now() - interval '1 second'` })
    .where(eq(wagerFeedConnections.platformId, platformId));
