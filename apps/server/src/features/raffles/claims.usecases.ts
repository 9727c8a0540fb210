import { NOT_CLAIMED_REASON } from '@podium/shared/draws/claim-words';
import type { ClaimResult } from '@podium/shared/draws/claims';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import {
  automaticRedraws,
  expiredClaims,
  markClaimed,
  markReminded,
  markUnclaimed,
  remindersDue,
  stillExpired,
  winnerRowOf,
} from './claims.repository.ts';
import { redrawInTransaction } from './draw.usecases.ts';
import { awardPrizes } from './prizes.usecases.ts';
import { notifyClaimReminder } from './raffle-notices.ts';
import { drawConstraints, raffleErrors } from './raffles.errors.ts';
import { lockRaffle } from './raffles.repository.ts';

/**
 * POST /api/r/raffles/{id}/claim (decision 064): a current winner claims before their deadline, once.
 * The raffle row is locked FOR UPDATE first (claims and re-draws of one raffle take turns), then the
 * conditional update decides; their place's prize is paid in the same transaction. Refusals: 404 no
 * raffle, 409 `raffles.no_claim_needed` (no window), 403 `raffles.not_your_prize` (never drawn),
 * 409 `raffles.already_claimed`, 409 `raffles.claim_expired` (deadline passed, or re-drawn).
 */
export async function claimPrize(db: Db, userId: number, raffleId: number): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const raffle = await lockRaffle(tx, raffleId);
      if (!raffle) throw raffleErrors.notFound();
      const claimed = await markClaimed(tx, raffleId, userId);
      if (!claimed) {
        const row = await winnerRowOf(tx, raffleId, userId);
        if (!row) throw raffleErrors.notYourPrize();
        if (row.claimDeadline === null) throw raffleErrors.noClaimNeeded();
        if (row.claimedAt !== null) throw raffleErrors.alreadyClaimed();
        throw raffleErrors.claimExpired();
      }
      await awardPrizes(tx, raffle, userId);
      return { position: claimed.position, claimed_at: claimed.claimedAt!.toISOString() };
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}

/** What one run of the claim job did, by raffle (the job tells their pages). */
export interface ClaimRun {
  changed: Set<number>;
  redrawn: number;
  unclaimed: number;
  reminded: number;
}

/**
 * The claim job's work (decision 064), one transaction per winner, safe in many processes at once:
 * the raffle is locked FOR UPDATE and the winner re-read under the lock (still waiting, deadline
 * passed), so a winner is handled once; the (raffle, nonce) key is the backstop. Each expired winner
 * is re-drawn with the next nonce and the reason "not claimed in time" while the raffle's automatic
 * re-draws are under its limit, else closed as not claimed (`limit`), or when nobody is left to draw
 * (`no_member_left`). Then reminders: once per winner (conditional update), with the notification.
 */
export async function runClaims(db: Db, aborted: () => boolean = () => false): Promise<ClaimRun> {
  const run: ClaimRun = { changed: new Set(), redrawn: 0, unclaimed: 0, reminded: 0 };
  for (const due of await expiredClaims(db)) {
    if (aborted()) return run;
    await db
      .transaction(async (tx) => {
        const raffle = await lockRaffle(tx, due.raffleId);
        if (!raffle || raffle.cancelledAt || !raffle.clientSeed) return;
        const winner = await stillExpired(tx, due.id);
        if (!winner) return;
        run.changed.add(raffle.id);
        if ((await automaticRedraws(tx, raffle.id)) >= raffle.autoRedrawsAllowed) {
          if (await markUnclaimed(tx, winner.id, 'limit')) run.unclaimed++;
          return;
        }
        const result = await redrawInTransaction(tx, raffle, winner, {
          reason: NOT_CLAIMED_REASON,
          actorId: null,
          automatic: true,
        });
        if (result.winner) run.redrawn++;
        else if (await markUnclaimed(tx, winner.id, 'no_member_left')) run.unclaimed++;
      })
      .catch((error: unknown) => {
        // Another process re-drew it first (the nonce or member key): nothing to do.
        const mapped = constraintError(error, drawConstraints);
        if (mapped === error) throw error;
      });
  }
  for (const due of await remindersDue(db)) {
    if (aborted()) return run;
    await db.transaction(async (tx) => {
      const raffle = await lockRaffle(tx, due.raffleId);
      if (!raffle) return;
      const winner = await markReminded(tx, due.id);
      if (!winner) return;
      await notifyClaimReminder(tx, raffle, winner);
      run.reminded++;
    });
  }
  return run;
}
