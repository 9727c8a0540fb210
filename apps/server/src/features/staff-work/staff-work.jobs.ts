import { liveTopics } from '@podium/shared/common/live';
import { workKinds } from '@podium/shared/staff-work/schemas';
import type { AppDeps } from '../../app-types.ts';
import type { ScheduledJob } from '../../lib/module.ts';
import { countWork } from './staff-work.repository.ts';

/** How often the waiting work is looked at: a sidebar count is at most this late. */
export const WORK_WATCH_MS = 5_000;

/**
 * Publishes `staff-work` (no data: each viewer refetches their own counts through the guarded read)
 * whenever the waiting work changed since the last look, whoever changed it: a member's purchase,
 * ticket, message or casino account, a staff decision, a job (a draw's payouts), a deleted member's
 * tickets closing. One statement per look for the whole fleet (the job runs in one process at a time);
 * `last` is what this process saw last, so a process taking the job over publishes once.
 */
export function workWatcher() {
  let last: string | null = null;
  return async ({ db, live }: Pick<AppDeps, 'db' | 'live'>): Promise<boolean> => {
    const seen = JSON.stringify(await countWork(db, workKinds, null));
    if (seen === last) return false;
    const first = last === null;
    last = seen;
    if (!first) live.publish(liveTopics.staffWork);
    return !first;
  };
}

export const staffWorkJobs = (): readonly ScheduledJob[] => {
  const watch = workWatcher();
  return [
    {
      name: 'staff-work-watch',
      everyMs: WORK_WATCH_MS,
      runAtStart: true,
      run: (deps) => watch(deps).then(() => {}),
    },
  ];
};
