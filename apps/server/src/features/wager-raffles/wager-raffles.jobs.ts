import type { ScheduledJob } from '../../lib/module.ts';
import { runWagerClaims } from './claims.usecases.ts';
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

/**
 * Claim windows (decision 064), every 15 seconds: winners past their deadline unclaimed are re-drawn
 * (next nonce, "not claimed in time") within the raffle's limit, else closed as not claimed; winners
 * near their deadline are reminded once. Each winner is its own transaction under the raffle's lock.
 */
export const wagerRaffleClaims: ScheduledJob = {
  name: 'wager-raffle-claims',
  everyMs: 15_000,
  runAtStart: true,
  run: async (deps, run) => {
    const { changed } = await runWagerClaims(deps.db, () => run.signal.aborted);
    for (const id of changed) wagerRaffleChanged(deps, id);
  },
};

export const wagerRaffleJobs: readonly ScheduledJob[] = [wagerRaffleDraws, wagerRaffleClaims];
