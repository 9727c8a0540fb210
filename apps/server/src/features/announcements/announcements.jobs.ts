import type { Db } from '../../db/client.ts';
import type { ScheduledJob } from '../../lib/module.ts';
import { postToDiscord } from './announcements.discord.ts';
import {
  claimAnnouncement,
  closeStale,
  dueAnnouncements,
  markFailed,
  markSent,
} from './announcements.repository.ts';
import { readSettings } from './announcements-settings.repository.ts';

/** Back-off after a failed try: 5 s, 10 s, 20 s … up to an hour. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * First closes what must not go out (rows over a day old expire, kinds switched off are skipped:
 * decision 055), then posts what is due, one row at a time: each is claimed first by a conditional update (so two
 * processes never post the same row), posted, then marked sent. A process that dies between posting
 * and marking leaves the claim to expire and the row is tried again a minute later: the one window
 * in which Discord could see a message twice (it has no idempotency key). Answers how many were sent.
 */
export async function sendDueAnnouncements(db: Db, signal?: AbortSignal): Promise<number> {
  const { url, muted } = await readSettings(db);
  await closeStale(db, muted);
  if (!url) return 0;
  let sent = 0;
  for (const id of await dueAnnouncements(db)) {
    if (signal?.aborted) break;
    const row = await claimAnnouncement(db, id);
    if (!row) continue;
    const outcome = await postToDiscord(url, row.content);
    if (outcome.ok) {
      await markSent(db, row.id);
      sent++;
      continue;
    }
    await markFailed(db, row.id, outcome.error, outcome.retryAfterMs ?? backoffMs(row.attempts));
    // Rate limited: the rest waits for the next run too.
    if (outcome.retryAfterMs !== null) break;
  }
  return sent;
}

export const announcementJobs: readonly ScheduledJob[] = [
  {
    name: 'announcements-discord',
    everyMs: 5_000,
    runAtStart: true,
    run: async (deps, run) => {
      await sendDueAnnouncements(deps.db, run.signal);
    },
  },
];
