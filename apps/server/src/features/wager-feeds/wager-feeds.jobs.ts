import { wagerFeedErrorCodes } from '@podium/shared/wager-feeds/errors';
import { hasCode } from '../../lib/errors.ts';
import type { ScheduledJob } from '../../lib/module.ts';
import { dueFeeds, noteWaiting } from './sync.repository.ts';
import { SYNC_EVERY_MS, syncPlatform } from './sync.usecases.ts';

/**
 * Syncs every connected casino whose sync is due (decision 026): every 30 s the one process holding
 * the lease looks, and each platform's call is claimed by a conditional UPDATE within its cooldown, so
 * neither two processes nor a "Sync now" meanwhile call a casino twice. Failures back off per platform.
 */
export const wagerFeedSync: ScheduledJob = {
  name: 'wager-feeds-sync',
  everyMs: 30_000,
  runAtStart: true,
  run: async (deps, run) => {
    for (const id of await dueFeeds(deps.db)) {
      if (run.signal.aborted) return;
      try {
        await syncPlatform(deps, id, { scheduled: true, signal: run.signal, log: run.log });
      } catch (error) {
        // A platform without a period, or whose key no longer decrypts, waits for an admin: noted, and
        // looked at again at the next regular sync.
        if (
          !hasCode(error, wagerFeedErrorCodes.noPeriod) &&
          !hasCode(error, wagerFeedErrorCodes.keyUnreadable)
        )
          throw error;
        await noteWaiting(deps.db, id, (error as Error).message, SYNC_EVERY_MS);
      }
    }
  },
};

export const wagerFeedJobs: readonly ScheduledJob[] = [wagerFeedSync];
