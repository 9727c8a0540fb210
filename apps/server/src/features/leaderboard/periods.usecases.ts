import { firstPeriod, nextPeriod } from '@podium/shared/leaderboard/periods';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraints.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { demoPlayers, fillDemoWagers, fillsWithDemo } from './demo-provider.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import type { leaderboardPlatforms } from './leaderboard.table.ts';
import {
  allPlatforms,
  insertPeriod,
  latestPeriod,
  lockPeriodAt,
  setPeriodEnd,
} from './periods.repository.ts';

type Platform = typeof leaderboardPlatforms.$inferSelect;

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
  const period = await insertPeriod(db, platform.id, start, end);
  if (fillsWithDemo(platform, demoContent)) {
    await fillDemoWagers(db, period.id, demoPlayers(platform.id * 7919 + start.getTime() / 1000, 40));
  }
  return period;
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
  const platforms = await allPlatforms(db);
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

const iso = (d: Date) => d.toISOString();

/** Admin: move the current period's end (it may be in the past: the board then shows 'Period Ended'). */
export async function setCurrentPeriodEnd(
  db: Db,
  audit: AuditContext,
  platformId: number,
  endsAt: Date,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const current = await lockPeriodAt(tx, platformId, now);
    if (!current) throw leaderboardErrors.noCurrentPeriod();
    // A closed period's standings are the record: reopen it first (decision 063).
    if (current.closedAt) throw leaderboardErrors.periodClosed();
    if (endsAt <= current.startsAt) {
      throw leaderboardErrors.endBeforePeriodStart({
        ends_at: [`The current period started ${current.startsAt.toISOString()}`],
      });
    }
    const saved = await setPeriodEnd(tx, current.id, endsAt);
    await recordAudit(tx, audit, {
      action: 'leaderboard.period_end',
      target: { type: 'leaderboard', id: platformId },
      before: { period_id: current.id, ends_at: iso(current.endsAt) },
      after: { period_id: saved.id, ends_at: iso(saved.endsAt) },
    });
    return saved;
  });
}

/** Admin: start a new period now (or at `start`); a running period is ended where the new one begins. */
export async function startNewPeriod(
  db: Db,
  audit: AuditContext,
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
    const ended = latest && latest.endsAt > start ? latest : undefined;
    if (ended?.closedAt) throw leaderboardErrors.periodClosed();
    if (ended) {
      await setPeriodEnd(tx, ended.id, start);
    }
    const period = await openPeriod(tx, platform, start, end, demoContent);
    const opened = { period_id: period.id, starts_at: iso(period.startsAt), ends_at: iso(period.endsAt) };
    await recordAudit(tx, audit, {
      action: 'leaderboard.period_start',
      target: { type: 'leaderboard', id: platform.id },
      // A running period cut short where the new one begins: its end, old → new.
      ...(ended
        ? {
            before: { running_period: { id: ended.id, ends_at: iso(ended.endsAt) } },
            after: { running_period: { id: ended.id, ends_at: iso(start) }, ...opened },
          }
        : { after: opened }),
    });
    return period;
  });
}
