import type { ScheduledJob } from '../../lib/module.ts';
import { closeEndedPeriods } from './close.usecases.ts';
import { tickDemoWagers } from './demo-provider.ts';
import { leaderboardChanged } from './leaderboard.live.ts';
import { currentPeriods } from './leaderboard.payload.ts';
import { demoPlatformIds } from './periods.repository.ts';
import { rollOverPeriods } from './periods.usecases.ts';

const DEMO_TICK_MS = 5 * 60_000;

/**
 * Opens each board's next period once the current one has passed (at start, then every minute), then
 * closes every period ended `CLOSE_GRACE_MS` ago (decision 063): frozen standings, prizes to the payout
 * queue. Safe to redo after a crash and from many processes: each period is its own transaction, the
 * (platform, start) key is unique and a close is guarded by its conditional update on `closed_at`.
 */
const periodRollover: ScheduledJob = {
  name: 'period-rollover',
  everyMs: 60_000,
  runAtStart: true,
  run: async (deps) => {
    const opened = await rollOverPeriods(deps.db, deps.config.seedDemo);
    const closed = await closeEndedPeriods(deps);
    if (opened + closed > 0) leaderboardChanged(deps);
  },
};

/**
 * Keeps the demo boards moving every five minutes, only where the site shows demo content (SEED_DEMO;
 * decision 033): elsewhere a demo board left from an earlier start stays as it is. The increments
 * and the end of the run commit together: a process that dies after that commit is not redone.
 */
const demoWagers: ScheduledJob = {
  name: 'demo-wagers',
  everyMs: DEMO_TICK_MS,
  enabled: ({ config }) => config.seedDemo,
  run: async (deps, run) => {
    const changed = await deps.db.transaction(async (tx) => {
      if (!(await run.finishIn(tx))) return 0;
      const ids = await demoPlatformIds(tx);
      const periods = (await currentPeriods(tx, new Date())).filter(
        (p) => ids.has(p.platformId) && p.endsAt > new Date(),
      );
      const tick = Math.floor(Date.now() / DEMO_TICK_MS);
      return tickDemoWagers(
        tx,
        periods.map((p) => p.id),
        tick,
      );
    });
    if (changed > 0) leaderboardChanged(deps);
  },
};

export const leaderboardJobs: readonly ScheduledJob[] = [periodRollover, demoWagers];
