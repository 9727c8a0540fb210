import { formatMoney } from '@podium/shared/common/money';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { payoutTargetOn } from '../casino-accounts/casino-accounts.usecases.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import {
  casinoSlotsOf,
  findPrize,
  markHandedOverOnce,
  type PrizeRow,
  setWinnerPayout,
  winnerOfPrize,
} from './prizes.repository.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import type { WagerRaffleRow } from './wager-raffles.table.ts';

/** The ledger reference of a points prize: the ledger's unique (member, reference) credits it once. */
export const prizeReference = (prizeId: number) => `wager_raffle_prize:${prizeId}`;

/**
 * Where a cash prize is sent: the first of the raffle's casinos where the member holds a verified
 * casino account (decision 042's one rule, `payoutTargetOn`).
 */
const payoutTarget = async (tx: Tx, raffleId: number, userId: number) =>
  payoutTargetOn(tx, userId, await casinoSlotsOf(tx, raffleId));

/**
 * Pays one drawn prize inside the draw's transaction: points through the ledger (reference per prize,
 * so once), cash into the payout queue (source `wager_raffle_prize`, source id = the winner row, so
 * once), custom prizes wait for an admin to hand them over.
 */
export async function awardPrize(
  tx: Tx,
  a: { raffle: WagerRaffleRow; prize: PrizeRow; winnerId: number; userId: number; actorId: number | null },
): Promise<void> {
  const { raffle, prize, winnerId, userId } = a;
  if (prize.prizeType === 'points') {
    await applyLedgerEntry(tx, {
      userId,
      amount: prize.amount!,
      kind: 'wager_raffle_prize',
      reason: `Wager raffle prize #${prize.position}: ${raffle.name}`,
      reference: prizeReference(prize.id),
      actorId: a.actorId,
    });
  } else if (prize.prizeType === 'cash') {
    const payoutId = await requestPayout(tx, {
      userId,
      source: 'wager_raffle_prize',
      sourceId: winnerId,
      amountCents: prize.amount!,
      description: `Wager raffle prize #${prize.position}: ${raffle.name} (${formatMoney(prize.amount! / 100, '$', 2)})`,
      ...(await payoutTarget(tx, raffle.id, userId)),
    });
    await setWinnerPayout(tx, winnerId, payoutId);
  }
}

/**
 * An admin marks a custom prize handed over, once (409 when not custom, not won, or done already;
 * 403 for their own prize: staff never serve themselves). On record for the winner.
 */
export async function markHandedOver(db: Db, audit: AuditContext, raffleId: number, prizeId: number) {
  const actorId = audit.actorId;
  await db.transaction(async (tx) => {
    const prize = await findPrize(tx, raffleId, prizeId);
    if (!prize) throw wagerRaffleErrors.prizeNotFound();
    if (prize.prizeType !== 'custom') throw wagerRaffleErrors.notCustom();
    const handedTo = await markHandedOverOnce(tx, prizeId, actorId);
    if (handedTo !== undefined) {
      await recordAudit(tx, audit, {
        action: 'wager-raffles.hand_over',
        target: { type: 'wager_raffle', id: raffleId },
        member: handedTo,
        before: { prize_id: prizeId, handed_over: false },
        after: {
          prize_id: prizeId,
          position: prize.position,
          description: prize.description,
          handed_over: true,
        },
      });
      return;
    }
    const winner = await winnerOfPrize(tx, prizeId);
    if (!winner) throw wagerRaffleErrors.noWinner();
    if (winner.claimDeadline !== null && winner.claimedAt === null) throw wagerRaffleErrors.notClaimedYet();
    throw winner.userId === actorId ? wagerRaffleErrors.ownPrize() : wagerRaffleErrors.alreadyHandedOver();
  });
}
