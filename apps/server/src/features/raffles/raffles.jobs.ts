import type { ScheduledJob } from '../../lib/module.ts';
import { drawInTransaction } from './draw.usecases.ts';
import { dueRaffles } from './draws.repository.ts';
import { raffleChanged } from './raffles.live.ts';

/**
 * Draws every raffle whose end time has passed, at start and then every 10 seconds. Each draw is its
 * own transaction guarded by `drawn_at IS NULL` (decision 014): a run taken over after a crash, or two
 * processes at once, never draw a raffle twice. Stops between raffles when the lease is lost.
 */
export const scheduledDraws: ScheduledJob = {
  name: 'raffle-draws',
  everyMs: 10_000,
  runAtStart: true,
  run: async (deps, run) => {
    for (const id of await dueRaffles(deps.db)) {
      if (run.signal.aborted) return;
      const drawn = await deps.db.transaction((tx) => drawInTransaction(tx, id, null));
      if (drawn !== null) raffleChanged(deps, id, 'draw');
    }
  },
};

export const raffleJobs: readonly ScheduledJob[] = [scheduledDraws];
