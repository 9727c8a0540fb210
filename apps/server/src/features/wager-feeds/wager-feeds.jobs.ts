import { wagerFeedErrorCodes } from '@podium/shared/wager-feeds/errors';
import { apiProviders } from '@podium/shared/wager-feeds/messages';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { hasCode } from '../../lib/errors.ts';
import type { ScheduledJob } from '../../lib/module.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { SYNC_EVERY_MS, syncPlatform } from './sync.usecases.ts';
import { wagerFeedConnections } from './wager-feeds.table.ts';

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
    const due = await deps.db
      .select({ id: wagerFeedConnections.platformId })
      .from(wagerFeedConnections)
      .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, wagerFeedConnections.platformId))
      .where(
        and(
          inArray(leaderboardPlatforms.provider, [...apiProviders]),
          isNotNull(wagerFeedConnections.keyCiphertext),
          lte(wagerFeedConnections.nextSyncAt, sql`now()`),
        ),
      );
    for (const { id } of due) {
      if (run.signal.aborted) return;
      try {
        await syncPlatform(deps, id, { scheduled: true, signal: run.signal });
      } catch (error) {
        // A platform without a period, or whose key no longer decrypts, waits for an admin: noted, and
        // looked at again at the next regular sync.
        if (
          !hasCode(error, wagerFeedErrorCodes.noPeriod) &&
          !hasCode(error, wagerFeedErrorCodes.keyUnreadable)
        )
          throw error;
        await deps.db
          .update(wagerFeedConnections)
          .set({
            lastError: (error as Error).message,
            lastErrorAt: sql`now()`,
            nextSyncAt: sql`now() + ${SYNC_EVERY_MS}::double precision * interval '1 millisecond'`,
          })
          .where(eq(wagerFeedConnections.platformId, id));
      }
    }
  },
};

export const wagerFeedJobs: readonly ScheduledJob[] = [wagerFeedSync];
