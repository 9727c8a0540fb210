import { DEMO_PROVIDER } from '@podium/shared/wager-feeds/messages';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms } from './leaderboard.table.ts';

type PeriodRow = typeof leaderboardPeriods.$inferSelect;

/** Every board, for the roll-over. */
export function allPlatforms(db: DbOrTx) {
  return db.select().from(leaderboardPlatforms);
}

/** The ids of the boards on the demo provider. */
export async function demoPlatformIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db
    .select({ id: leaderboardPlatforms.id })
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.provider, DEMO_PROVIDER));
  return new Set(rows.map((p) => p.id));
}

/** The board's latest period (it may lie in the future). */
export async function latestPeriod(db: DbOrTx, platformId: number): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.platformId, platformId))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  return row;
}

/** The board's current period at `now`: the latest that has started, locked FOR UPDATE (an admin moves its end). */
export async function lockPeriodAt(tx: Tx, platformId: number, now: Date): Promise<PeriodRow | undefined> {
  const [row] = await tx
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.platformId, platformId), lte(leaderboardPeriods.startsAt, now)))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1)
    .for('update');
  return row;
}

/** A new period (the (platform, start) key is unique). */
export async function insertPeriod(
  db: DbOrTx,
  platformId: number,
  start: Date,
  end: Date,
): Promise<PeriodRow> {
  const [period] = await db
    .insert(leaderboardPeriods)
    .values({ platformId, startsAt: start, endsAt: end })
    .returning();
  return period!;
}

export async function setPeriodEnd(db: DbOrTx, periodId: number, endsAt: Date): Promise<PeriodRow> {
  const [row] = await db
    .update(leaderboardPeriods)
    .set({ endsAt })
    .where(eq(leaderboardPeriods.id, periodId))
    .returning();
  return row!;
}
