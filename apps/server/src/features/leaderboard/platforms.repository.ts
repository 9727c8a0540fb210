import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { AdminPlatform, PlatformInput } from '@podium/shared/leaderboard/schemas';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { setSortOrder } from '../../lib/sort-order.ts';
import { newBoardProvider } from './demo-provider.ts';
import { leaderboardErrors, platformConstraints } from './leaderboard.errors.ts';
import { currentPeriods } from './leaderboard.payload.ts';
import { leaderboardPlatforms, wagers } from './leaderboard.table.ts';
import { openFirstPeriod } from './periods.usecases.ts';

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

/**
 * A new board with its first period. Where the site shows demo content it starts on the demo provider,
 * full of invented players; elsewhere on a CSV upload, empty until a feed fills it (decision 033).
 */
export async function createPlatform(db: Db, input: PlatformInput, demoContent: boolean): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaderboardPlatforms)
        .values({
          ...columns(input),
          provider: newBoardProvider(demoContent),
          sortOrder: sql`(select coalesce(max(${leaderboardPlatforms.sortOrder}), -1) + 1 from ${leaderboardPlatforms})`,
        })
        .returning();
      await openFirstPeriod(tx, row!, demoContent);
      return row!.id;
    });
  } catch (error) {
    throw constraintError(error, platformConstraints);
  }
}

export async function updatePlatform(db: Db, id: number, input: PlatformInput): Promise<void> {
  try {
    const rows = await db
      .update(leaderboardPlatforms)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(leaderboardPlatforms.id, id))
      .returning({ id: leaderboardPlatforms.id });
    if (rows.length === 0) throw leaderboardErrors.notFound();
  } catch (error) {
    throw constraintError(error, platformConstraints);
  }
}

export async function deletePlatform(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, id))
    .returning({ id: leaderboardPlatforms.id });
  if (rows.length === 0) throw leaderboardErrors.notFound();
}

/** Sets the order to exactly the given list, which must name every leaderboard once. */
export async function reorderPlatforms(db: Db, ids: number[]): Promise<void> {
  await db.transaction((tx) => setSortOrder(tx, leaderboardPlatforms, ids, leaderboardErrors.orderMismatch));
}
