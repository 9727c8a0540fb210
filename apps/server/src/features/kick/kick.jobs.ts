import type { ScheduledJob } from '../../lib/module.ts';
import { pruneKickEvents } from './kick-events.repository.ts';

/** Keeps the events log (and replay guard) to two weeks; runs hourly, once across processes. */
export const kickJobs: readonly ScheduledJob[] = [
  {
    name: 'kick-events-prune',
    everyMs: 3_600_000,
    run: async (deps) => {
      await pruneKickEvents(deps.db);
    },
  },
];
