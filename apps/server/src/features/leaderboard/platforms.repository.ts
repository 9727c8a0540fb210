import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { AdminPlatform, PlatformInput } from '@podium/shared/leaderboard/schemas';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { setSortOrder } from '../../lib/sort-order.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { currentPeriods } from './leaderboard.payload.ts';
import { leaderboardPlatforms, wagers } from './leaderboard.table.ts';

type Row = typeof leaderboardPlatforms.$inferSelect;

const columns = (input: PlatformInput) => ({
  slug: input.slug,
  name: input.name,
  timeframe: input.timeframe,
  currencySymbol: input.currency_symbol,
  prizesCents: input.prizes.map(amountToCents),
  isPaused: input.is_paused,
  pauseMessage: input.pause_message,
  image: input.image,
  casinoSlot: input.casino_slot,
});

export async function getPlatform(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(leaderboardPlatforms).where(eq(leaderboardPlatforms.id, id)).limit(1);
  if (!row) throw leaderboardErrors.notFound();
  return row;
}

/** Admin list: every platform with its current period and player count, in three queries. */
export async function listAdminPlatforms(db: Db, now = new Date()): Promise<AdminPlatform[]> {
  const rows = await db
    .select()
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
  const periods = await currentPeriods(db, now);
  const counts = periods.length
    ? await db
        .select({ periodId: wagers.periodId, players: count() })
        .from(wagers)
        .where(
          inArray(
            wagers.periodId,
            periods.map((p) => p.id),
          ),
        )
        .groupBy(wagers.periodId)
    : [];
  const playersByPeriod = new Map(counts.map((c) => [c.periodId, c.players]));
  const periodByPlatform = new Map(periods.map((p) => [p.platformId, p]));
  return rows.map((r) => {
    const period = periodByPlatform.get(r.id);
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      timeframe: r.timeframe,
      currency_symbol: r.currencySymbol,
      prizes: r.prizesCents.map(centsToAmount),
      is_paused: r.isPaused,
      pause_message: r.pauseMessage,
      sort_order: r.sortOrder,
      provider: r.provider,
      image: r.image,
      casino_slot: r.casinoSlot,
      current_period: period
        ? {
            id: period.id,
            starts_at: period.startsAt.toISOString(),
            ends_at: period.endsAt.toISOString(),
            players: playersByPeriod.get(period.id) ?? 0,
          }
        : null,
    };
  });
}

/** One board, locked FOR UPDATE for an admin's edit or removal; undefined when there is none. */
export async function lockPlatform(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, id))
    .for('update');
  return row;
}

/** A new board at the end of the order, on `provider` (the caller opens its first period). */
export async function insertPlatform(tx: Tx, input: PlatformInput, provider: string): Promise<Row> {
  const [row] = await tx
    .insert(leaderboardPlatforms)
    .values({
      ...columns(input),
      provider,
      sortOrder: sql`(select coalesce(max(${leaderboardPlatforms.sortOrder}), -1) + 1 from ${leaderboardPlatforms})`,
    })
    .returning();
  return row!;
}

/** The board as saved, or undefined when there is none. */
export async function updatePlatformRow(tx: Tx, id: number, input: PlatformInput): Promise<Row | undefined> {
  const [row] = await tx
    .update(leaderboardPlatforms)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(eq(leaderboardPlatforms.id, id))
    .returning();
  return row;
}

export async function deletePlatformRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, id))
    .returning({ id: leaderboardPlatforms.id });
  return rows.length > 0;
}

/** The boards' ids in their current order, every row locked FOR UPDATE (a reorder, on record). */
export async function lockPlatformOrder(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: leaderboardPlatforms.id })
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Sets the order to exactly the given list, which must name every leaderboard once (the caller's transaction). */
export async function setPlatformOrder(tx: Tx, ids: number[]): Promise<void> {
  await setSortOrder(tx, leaderboardPlatforms, ids, leaderboardErrors.orderMismatch);
}
