import { formatMoney } from '@podium/shared/common/money';
import { drawRangeWinners, rangesClientSeed } from '@podium/shared/wager-raffles/draw.server';
import { ticketRanges } from '@podium/shared/wager-raffles/rules';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { usernameOf } from '../users/users.repository.ts';
import {
  insertTicketRanges,
  insertWinner,
  markDrawn,
  markFrozen,
  setClientSeed,
} from './draws.repository.ts';
import { awardPrize } from './prizes.usecases.ts';
import { frozenRanges, liveCasinoWagers, memberTotals } from './tickets.repository.ts';
import { drawConstraints, wagerRaffleErrors } from './wager-raffles.errors.ts';
import { findWagerRaffle, prizesOf } from './wager-raffles.repository.ts';

/** The draw maps 32-bit numbers onto tickets (@podium/shared/draws/draw.server): at most 2^32 tickets. */
const MAX_TICKETS = 2 ** 32;

/**
 * Freezes the ticket list once (decision 014's guard: `… SET frozen_at WHERE frozen_at IS NULL
 * RETURNING`): the ranges computed from the wager table now are written and hashed (the client
 * seed). False when it was frozen already (or the raffle is missing).
 */
export async function freezeInTransaction(tx: Tx, raffleId: number): Promise<boolean> {
  const row = await markFrozen(tx, raffleId);
  if (!row) return false;
  const ranges = ticketRanges(memberTotals(await liveCasinoWagers(tx, row)), row.centsPerTicket);
  if ((ranges.at(-1)?.last ?? 0) > MAX_TICKETS) throw wagerRaffleErrors.tooManyTickets();
  await insertTicketRanges(tx, raffleId, ranges);
  await setClientSeed(tx, raffleId, rangesClientSeed(ranges));
  return true;
}

const prizeText = (p: { prizeType: string; amount: number | null; description: string }) =>
  p.prizeType === 'cash'
    ? formatMoney((p.amount ?? 0) / 100, '$', 0)
    : p.prizeType === 'points'
      ? `${p.amount} points`
      : p.description;

/**
 * The draw, inside the caller's transaction: freeze (if the end has not frozen it yet), then the
 * conditional `SET drawn_at WHERE drawn_at IS NULL RETURNING` decides who draws; one winning ticket per
 * prize position with nonce 0; each prize paid in the same transaction (points through the ledger once,
 * cash into the payout queue once, custom left to hand over). Answers the number of winners, or null
 * when the raffle was drawn already or is missing.
 */
export async function drawInTransaction(tx: Tx, raffleId: number, actorId: number | null) {
  await freezeInTransaction(tx, raffleId);
  const row = await markDrawn(tx, raffleId, actorId);
  if (!row) return null;
  const prizes = await prizesOf(tx, [raffleId]);
  const ranges = await frozenRanges(tx, raffleId);
  const winners = drawRangeWinners({
    serverSeed: row.serverSeed,
    clientSeed: row.clientSeed!,
    nonce: 0,
    ranges,
    count: prizes.length,
    onePerMember: !row.allowMultipleWins,
  });
  const lines: string[] = [];
  for (const [i, w] of winners.entries()) {
    const prize = prizes[i]!;
    const winnerId = await insertWinner(tx, {
      raffleId,
      prizeId: prize.id,
      userId: w.user_id,
      ticketNumber: w.ticket_number,
    });
    await awardPrize(tx, { raffle: row, prize, winnerId, userId: w.user_id, actorId });
    const username = await usernameOf(tx, w.user_id);
    lines.push(
      `#${prize.position} ${username ?? w.user_id} (${prizeText(prize)}, ticket ${w.ticket_number})`,
    );
  }
  await announce(tx, {
    key: `wager-raffle:${raffleId}`,
    content: `🎟️ ${row.name} drawn: ${lines.length ? lines.join(', ') : 'no tickets, no winners'}`,
  });
  return winners.length;
}

/** An admin's "draw now" (before or after the end): 409 when drawn already. */
export async function drawNow(db: Db, raffleId: number, actorId: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const drawn = await drawInTransaction(tx, raffleId, actorId);
      if (drawn === null) {
        throw (await findWagerRaffle(tx, raffleId))
          ? wagerRaffleErrors.alreadyDrawn()
          : wagerRaffleErrors.notFound();
      }
      return drawn;
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}
