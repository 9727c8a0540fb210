import { NOT_CLAIMED_REASON } from '@podium/shared/draws/claim-words';
import type { ClaimResult } from '@podium/shared/draws/claims';
import { drawRangeWinners } from '@podium/shared/wager-raffles/draw.server';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { lockWagerRaffle } from './admin-wager-raffles.repository.ts';
import {
  claimDeadlineOf,
  expiredClaims,
  markClaimed,
  markReminded,
  markReplaced,
  markUnclaimed,
  remindersDue,
  stillExpired,
  winnerRowsOf,
} from './claims.repository.ts';
import { insertWinner } from './draws.repository.ts';
import { awardPrize } from './prizes.usecases.ts';
import { frozenRanges } from './tickets.repository.ts';
import { notifyWagerClaimReminder, notifyWagerRaffleWinner } from './wager-raffle-notices.ts';
import { drawConstraints, wagerRaffleErrors } from './wager-raffles.errors.ts';
import { everyWinnerOf, prizesOf } from './wager-raffles.repository.ts';
import type { WagerRaffleRow, wagerRaffleWinners } from './wager-raffles.table.ts';

/**
 * POST /api/r/wager-raffles/{id}/claim (decision 064): a current winner claims before their deadline,
 * once (every prize they hold in the raffle). The raffle row is locked FOR UPDATE first (claims and
 * re-draws of one raffle take turns), then the conditional update decides; each claimed prize is paid
 * in the same transaction. Refusals as the raffles' (`wager_raffles.*`).
 */
export async function claimWagerPrize(db: Db, userId: number, raffleId: number): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const raffle = await lockWagerRaffle(tx, raffleId);
      if (!raffle) throw wagerRaffleErrors.notFound();
      const claimed = await markClaimed(tx, raffleId, userId);
      if (claimed.length === 0) {
        const rows = await winnerRowsOf(tx, raffleId, userId);
        if (rows.length === 0) throw wagerRaffleErrors.notYourPrize();
        if (rows.every((r) => r.claimDeadline === null)) throw wagerRaffleErrors.noClaimNeeded();
        if (rows.some((r) => r.claimedAt !== null && r.replacedAt === null))
          throw wagerRaffleErrors.alreadyClaimed();
        throw wagerRaffleErrors.claimExpired();
      }
      const prizes = await prizesOf(tx, [raffleId]);
      for (const w of claimed) {
        const prize = prizes.find((p) => p.id === w.prizeId)!;
        await awardPrize(tx, { raffle, prize, winnerId: w.id, userId, actorId: userId });
      }
      const first = claimed
        .map((w) => prizes.find((p) => p.id === w.prizeId)!.position)
        .sort((a, b) => a - b);
      return { position: first[0]!, claimed_at: claimed[0]!.claimedAt!.toISOString() };
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}

type WinnerRow = typeof wagerRaffleWinners.$inferSelect;

/**
 * Re-draws one unclaimed prize (decision 064) inside the caller's transaction, the raffle locked: the
 * next nonce of the same draw wants one ticket, skipping every ticket and member drawn before in this
 * raffle; the new winner takes the prize with a fresh claim window and is notified. False (nothing
 * written) when nobody is left to draw. The nonce and ticket unique keys are the backstops.
 */
async function redrawUnclaimed(tx: Tx, raffle: WagerRaffleRow, replaced: WinnerRow): Promise<boolean> {
  const before = await everyWinnerOf(tx, raffle.id);
  const nonce = Math.max(0, ...before.map((w) => w.nonce)) + 1;
  const [winner] = drawRangeWinners({
    serverSeed: raffle.serverSeed,
    clientSeed: raffle.clientSeed!,
    nonce,
    ranges: await frozenRanges(tx, raffle.id),
    count: 1,
    onePerMember: !raffle.allowMultipleWins,
    exclude: { tickets: before.map((w) => w.ticketNumber - 1), members: before.map((w) => w.userId) },
  });
  if (!winner) return false;
  if (!(await markReplaced(tx, replaced.id))) return false;
  const row = await insertWinner(tx, {
    raffleId: raffle.id,
    prizeId: replaced.prizeId,
    userId: winner.user_id,
    ticketNumber: winner.ticket_number,
    nonce,
    replacedUserId: replaced.userId,
    reason: NOT_CLAIMED_REASON,
    claimDeadline: claimDeadlineOf(raffle.claimWindowHours),
  });
  const prize = (await prizesOf(tx, [raffle.id])).find((p) => p.id === replaced.prizeId)!;
  await notifyWagerRaffleWinner(tx, raffle, prize, row);
  return true;
}

/** What one run of the claim job did. */
export interface WagerClaimRun {
  changed: Set<number>;
  redrawn: number;
  unclaimed: number;
  reminded: number;
}

/**
 * The wager raffles' claim job (decision 064), one transaction per winner, safe in many processes:
 * the raffle locked FOR UPDATE, the winner re-read under the lock. Expired winners are re-drawn while
 * the raffle's automatic re-draws are under its limit, else closed as not claimed (`limit`, or
 * `no_member_left`); winners near their deadline are reminded once.
 */
export async function runWagerClaims(db: Db, aborted: () => boolean = () => false): Promise<WagerClaimRun> {
  const run: WagerClaimRun = { changed: new Set(), redrawn: 0, unclaimed: 0, reminded: 0 };
  for (const due of await expiredClaims(db)) {
    if (aborted()) return run;
    await db
      .transaction(async (tx) => {
        const raffle = await lockWagerRaffle(tx, due.raffleId);
        if (!raffle?.clientSeed) return;
        const winner = await stillExpired(tx, due.id);
        if (!winner) return;
        run.changed.add(raffle.id);
        const used = (await everyWinnerOf(tx, raffle.id)).filter((w) => w.nonce > 0).length;
        if (used >= raffle.autoRedrawsAllowed) {
          if (await markUnclaimed(tx, winner.id, 'limit')) run.unclaimed++;
          return;
        }
        if (await redrawUnclaimed(tx, raffle, winner)) run.redrawn++;
        else if (await markUnclaimed(tx, winner.id, 'no_member_left')) run.unclaimed++;
      })
      .catch((error: unknown) => {
        // Another process re-drew it first (the nonce or ticket key): nothing to do.
        if (constraintError(error, drawConstraints) === error) throw error;
      });
  }
  for (const due of await remindersDue(db)) {
    if (aborted()) return run;
    await db.transaction(async (tx) => {
      const raffle = await lockWagerRaffle(tx, due.raffleId);
      if (!raffle) return;
      const winner = await markReminded(tx, due.id);
      if (!winner) return;
      await notifyWagerClaimReminder(tx, raffle, winner);
      run.reminded++;
    });
  }
  return run;
}
