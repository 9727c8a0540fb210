import type { ScheduledJob } from '../../lib/module.ts';
import { drawInTransaction, freezeInTransaction } from './draw.usecases.ts';
import { dueRaffles } from './draws.repository.ts';
import { wagerRaffleChanged } from './wager-raffles.live.ts';

/**
 * At start and every 10 seconds: each wager raffle past its end is drawn (auto draw) or its tickets
 * frozen (the admin draws later). One transaction per raffle, guarded where it is written
 * (`drawn_at IS NULL`, `frozen_at IS NULL`; decision 014): two processes or a run taken over after a
 * crash never draw or freeze twice. Stops between raffles when the lease is lost.
 */
export const wagerRaffleDraws: ScheduledJob = {
  name: 'wager-raffle-draws',
  everyMs: 10_000,
  runAtStart: true,
  run: async (deps, run) => {
    for (const raffle of await dueRaffles(deps.db)) {
      if (run.signal.aborted) return;
      await deps.db.transaction(async (tx) => {
        if (raffle.autoDraw) await drawInTransaction(tx, raffle.id, null);
        else await freezeInTransaction(tx, raffle.id);
      });
      wagerRaffleChanged(deps, raffle.id);
    }
  },
};

export const wagerRaffleJobs: readonly ScheduledJob[] = [wagerRaffleDraws];
