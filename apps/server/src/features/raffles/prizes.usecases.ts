import { formatMoney } from '@podium/shared/common/money';
import type { RafflePrizeAward } from '@podium/shared/raffles/admin';
import type { Tx } from '../../db/client.ts';
import { payoutTargetOn } from '../casino-accounts/casino-accounts.usecases.ts';
import { requestPayout, withdrawPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { activeUserExists, lockMember } from '../users/users.repository.ts';
import { drawnWinners } from './draws.repository.ts';
import {
  awardedWinnerIds,
  casinoSlots,
  heldAwardOf,
  insertAward,
  markTakenBack,
  prizeRows,
  prizeValue,
  setAwardPayout,
} from './prizes.repository.ts';
import type { RaffleRow, raffleWinners } from './raffles.table.ts';

/** The ledger references of a points prize and of its taking back: each applies once per member. */
export const prizeReference = (awardId: number) => `raffle_prize:${awardId}`;
export const takeBackReference = (awardId: number) => `raffle_prize_taken_back:${awardId}`;
/** The reason a re-drawn winner's pending cash payout is rejected with (the member reads it). */
export const REDRAWN_REASON = 'Re-drawn';

/**
 * Where a raffle's cash prize is sent: the first casino, in the leaderboard's order, on which the
 * member holds a verified casino account (decision 042's `payoutTargetOn`, as wager raffles do, over
 * all casinos: a raffle names none); none when they hold none (staff then ask the winner).
 */
export async function cashPrizeTarget(tx: Tx, userId: number) {
  return payoutTargetOn(tx, userId, await casinoSlots(tx));
}

/** An award as a draw's audit entry shows it. */
export const auditPrize = (a: RafflePrizeAward): AwardedPrize => ({
  position: a.position,
  user_id: a.user.id,
  prize_type: a.prize_type,
  prize_value: a.prize_value,
  payout_id: a.payout?.id ?? null,
});

/** A prize as an audit entry shows it. */
export interface AwardedPrize {
  position: number;
  user_id: number;
  prize_type: string;
  prize_value: number | null;
  payout_id: number | null;
}

/**
 * Pays each current winner their place's prize, inside the draw's (or re-draw's) transaction: points
 * through the ledger (reference per award), cash into the payout queue (source `raffle`, source id = the
 * award), custom only recorded. A winner row is paid once (unique award per winner row), a place once
 * at a time (unique award per prize not taken back), a winner who must claim only once claimed
 * (decision 064); a winner who is banned or deleted gets nothing
 * (decision 041: they earn nothing) and an admin may re-draw the place. Answers what it paid.
 */
export async function awardPrizes(
  tx: Tx,
  raffle: RaffleRow,
  actorId: number | null,
): Promise<AwardedPrize[]> {
  const prizes = await prizeRows(tx, raffle.id);
  if (prizes.length === 0) return [];
  const paid = await awardedWinnerIds(tx, raffle.id);
  // With a claim window a winner is paid when they claim (decision 064), not at the draw.
  const winners = (await drawnWinners(tx, raffle.id))
    .filter(
      (w) => w.replacedAt === null && !paid.has(w.id) && (w.claimDeadline === null || w.claimedAt !== null),
    )
    .sort((a, b) => a.position - b.position);
  const out: AwardedPrize[] = [];
  for (const winner of winners) {
    const prize = prizes.find((p) => p.position === winner.position);
    if (!prize || !(await activeUserExists(tx, winner.userId))) continue;
    const awardId = await insertAward(tx, {
      raffleId: raffle.id,
      prizeId: prize.id,
      winnerId: winner.id,
      userId: winner.userId,
      position: prize.position,
      prizeType: prize.prizeType,
      amount: prize.amount,
    });
    let payoutId: number | null = null;
    if (prize.prizeType === 'points') {
      await applyLedgerEntry(tx, {
        userId: winner.userId,
        amount: prize.amount!,
        kind: 'raffle_prize',
        reason: `Raffle prize: ${raffle.title} (#${prize.position})`,
        reference: prizeReference(awardId),
        actorId,
      });
    } else if (prize.prizeType === 'cash') {
      payoutId = await requestPayout(tx, {
        userId: winner.userId,
        source: 'raffle',
        sourceId: awardId,
        amountCents: prize.amount!,
        description: `Raffle prize #${prize.position}: ${raffle.title} (${formatMoney(prize.amount! / 100, '$', 2)})`,
        ...(await cashPrizeTarget(tx, winner.userId)),
      });
      await setAwardPayout(tx, awardId, payoutId);
    }
    out.push({
      position: prize.position,
      user_id: winner.userId,
      prize_type: prize.prizeType,
      prize_value: prizeValue(prize.prizeType, prize.amount),
      payout_id: payoutId,
    });
  }
  return out;
}

/** What a re-draw did with the replaced winner's prize, for its audit entry. */
export interface TakenBack {
  prize_type: string;
  outcome: 'points_taken_back' | 'payout_rejected' | 'payout_kept' | 'custom';
  points: number | null;
  payout_id: number | null;
}

/**
 * Takes back the prize of a winner a re-draw replaces (decision 044), before the new winner is paid:
 * points through the ledger, down to the member's balance (what they spent stays spent); a pending cash
 * payout rejected with the reason "Re-drawn"; a paid one stays paid and the award says so (staff settle
 * it by hand); a custom prize is only marked. Null when the winner held no prize.
 */
export async function takeBackPrize(
  tx: Tx,
  raffle: RaffleRow,
  winner: typeof raffleWinners.$inferSelect,
  actorId: number | null,
): Promise<TakenBack | null> {
  const award = await heldAwardOf(tx, winner.id);
  if (!award) return null;
  let outcome: TakenBack['outcome'] = 'custom';
  let points: number | null = null;
  if (award.prizeType === 'points') {
    outcome = 'points_taken_back';
    // The member's row locked first: the balance read is the one the ledger then debits.
    points = Math.min(award.amount!, (await lockMember(tx, award.userId))?.points ?? 0);
    if (points > 0) {
      await applyLedgerEntry(tx, {
        userId: award.userId,
        amount: -points,
        kind: 'raffle_prize_taken_back',
        reason: `Raffle prize taken back: ${raffle.title} (#${award.position}), re-drawn`,
        reference: takeBackReference(award.id),
        actorId,
      });
    }
  } else if (award.prizeType === 'cash' && award.payoutId !== null) {
    const now = await withdrawPayout(tx, award.payoutId, actorId, REDRAWN_REASON);
    outcome = now === 'paid' ? 'payout_kept' : 'payout_rejected';
  }
  await markTakenBack(tx, award.id, outcome, points);
  return { prize_type: award.prizeType, outcome, points, payout_id: award.payoutId };
}
