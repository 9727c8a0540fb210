import { firstPeriod, nextPeriod } from '@podium/shared/leaderboard/periods';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraints.ts';
import { demoPlayers, fillDemoWagers, fillsWithDemo } from './demo-provider.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { leaderboardPeriods, leaderboardPlatforms } from './leaderboard.table.ts';

type Platform = typeof leaderboardPlatforms.$inferSelect;

export async function latestPeriod(db: DbOrTx, platformId: number) {
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.platformId, platformId))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  return row;
}

/**
 * Opens a period. Where the site shows demo content (`demoContent`, config.seedDemo), a demo board's
 * period is filled at once so the embedded default looks alive; elsewhere it opens empty (decision 033).
 */
export async function openPeriod(
  db: DbOrTx,
  platform: Platform,
  start: Date,
  end: Date,
  demoContent: boolean,
) {
  const [period] = await db
    .insert(leaderboardPeriods)
    .values({ platformId: platform.id, startsAt: start, endsAt: end })
    .returning();
  if (fillsWithDemo(platform, demoContent)) {
    await fillDemoWagers(db, period!.id, demoPlayers(platform.id * 7919 + start.getTime() / 1000, 40));
  }
  return period!;
}

export async function openFirstPeriod(
  db: DbOrTx,
  platform: Platform,
  demoContent: boolean,
  now = new Date(),
) {
  const { start, end } = firstPeriod(platform.timeframe, now);
  return openPeriod(db, platform, start, end, demoContent);
}

/**
 * Period roll-over: for every platform whose latest period has ended and whose timeframe repeats,
 * open the next one. Ended periods keep their wagers. Safe to run from many processes at once:
 * the (platform, start) unique key lets only one of them create a given period.
 */
export async function rollOverPeriods(db: Db, demoContent: boolean, now = new Date()): Promise<number> {
  const platforms = await db.select().from(leaderboardPlatforms);
  let opened = 0;
  for (const platform of platforms) {
    let latest = await latestPeriod(db, platform.id);
    while (latest && latest.endsAt <= now) {
      const next = nextPeriod(platform.timeframe, latest.endsAt);
      if (!next || next.start > now) break;
      try {
        latest = await db.transaction((tx) => openPeriod(tx, platform, next.start, next.end, demoContent));
        opened++;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        latest = await latestPeriod(db, platform.id);
      }
    }
  }
  return opened;
}

/** Admin: move the current period's end (it may be in the past: the board then shows 'Period Ended'). */
export async function setCurrentPeriodEnd(db: Db, platformId: number, endsAt: Date, now = new Date()) {
  const [current] = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.platformId, platformId), lte(leaderboardPeriods.startsAt, now)))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  if (!current) throw leaderboardErrors.noCurrentPeriod();
  if (endsAt <= current.startsAt) {
    throw leaderboardErrors.endBeforePeriodStart({
      ends_at: [`The current period started ${current.startsAt.toISOString()}`],
    });
  }
  const [row] = await db
    .update(leaderboardPeriods)
    .set({ endsAt })
    .where(eq(leaderboardPeriods.id, current.id))
    .returning();
  return row!;
}

/** Admin: start a new period now (or at `start`); a running period is ended where the new one begins. */
export async function startNewPeriod(
  db: Db,
  platform: Platform,
  start: Date,
  end: Date,
  demoContent: boolean,
) {
  return db.transaction(async (tx) => {
    const latest = await latestPeriod(tx, platform.id);
    if (latest && start <= latest.startsAt) {
      throw leaderboardErrors.startBeforeCurrent({
        starts_at: [`The current period started ${latest.startsAt.toISOString()}`],
      });
    }
    if (latest && latest.endsAt > start) {
      await tx.update(leaderboardPeriods).set({ endsAt: start }).where(eq(leaderboardPeriods.id, latest.id));
    }
    return openPeriod(tx, platform, start, end, demoContent);
  });
}
