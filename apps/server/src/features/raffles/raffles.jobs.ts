import type { ScheduledJob } from '../../lib/module.ts';
import { runClaims } from './claims.usecases.ts';
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

/**
 * Claim windows (decision 064), every 15 seconds: winners past their deadline unclaimed are re-drawn
 * (next nonce, "not claimed in time") within the raffle's limit, else closed as not claimed; winners
 * near their deadline are reminded once. Each winner is its own transaction under the raffle's lock.
 */
export const raffleClaims: ScheduledJob = {
  name: 'raffle-claims',
  everyMs: 15_000,
  runAtStart: true,
  run: async (deps, run) => {
    const { changed } = await runClaims(deps.db, () => run.signal.aborted);
    for (const id of changed) raffleChanged(deps, id, 'draw');
  },
};

export const raffleJobs: readonly ScheduledJob[] = [scheduledDraws, raffleClaims];
