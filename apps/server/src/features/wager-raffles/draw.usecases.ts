import { maskUsername } from '@podium/shared/common/mask-username';
import { formatMoney } from '@podium/shared/common/money';
import { DRAW_ALGORITHM } from '@podium/shared/draws/lines';
import { drawRangeWinners, rangesClientSeed } from '@podium/shared/wager-raffles/draw.server';
import { ticketRanges } from '@podium/shared/wager-raffles/rules';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { usernameOf } from '../users/users.repository.ts';
import { claimDeadlineOf } from './claims.repository.ts';
import {
  insertTicketRanges,
  insertWinner,
  markDrawn,
  markFrozen,
  setClientSeed,
} from './draws.repository.ts';
import { awardPrize } from './prizes.usecases.ts';
import { frozenRanges, liveCasinoWagers, memberTotals } from './tickets.repository.ts';
import { notifyWagerRaffleWinner } from './wager-raffle-notices.ts';
import { drawConstraints, wagerRaffleErrors } from './wager-raffles.errors.ts';
import { findWagerRaffle, membersById, prizesOf, prizeValue, winnersOf } from './wager-raffles.repository.ts';

/** The draw maps 32-bit numbers onto tickets (@podium/shared/draws/draw.server): at most 2^32 tickets. */
const MAX_TICKETS = 2 ** 32;

/**
 * Freezes the ticket list once (decision 014's guard: `… SET frozen_at WHERE frozen_at IS NULL
 * RETURNING`): the ranges computed from the wager table now are written with each member's masked
 * name and hashed (the client seed, `podium-draw-v2`, decision 040). False when it was frozen already
 * (or the raffle is missing).
 */
export async function freezeInTransaction(tx: Tx, raffleId: number): Promise<boolean> {
  const row = await markFrozen(tx, raffleId);
  if (!row) return false;
  const ranges = ticketRanges(memberTotals(await liveCasinoWagers(tx, row)), row.centsPerTicket);
  if ((ranges.at(-1)?.last ?? 0) > MAX_TICKETS) throw wagerRaffleErrors.tooManyTickets();
  const members = await membersById(
    tx,
    ranges.map((r) => r.user_id),
  );
  const named = ranges.map((r) => ({ ...r, name: maskUsername(members.get(r.user_id)?.username ?? '') }));
  await insertTicketRanges(tx, raffleId, named);
  await setClientSeed(tx, raffleId, rangesClientSeed(DRAW_ALGORITHM, named), DRAW_ALGORITHM);
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
    // With a claim window the prize waits for the claim (decision 064).
    const winner = await insertWinner(tx, {
      raffleId,
      prizeId: prize.id,
      userId: w.user_id,
      ticketNumber: w.ticket_number,
      claimDeadline: claimDeadlineOf(row.claimWindowHours),
    });
    if (row.claimWindowHours === null)
      await awardPrize(tx, { raffle: row, prize, winnerId: winner.id, userId: w.user_id, actorId });
    await notifyWagerRaffleWinner(tx, row, prize, winner);
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

/**
 * An admin's "draw now" (before or after the end): 409 when drawn already. On record with the winners,
 * their prizes and the nonce (the scheduled draw, which no one asked for, is not a staff action).
 */
export async function drawNow(db: Db, audit: AuditContext, raffleId: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const drawn = await drawInTransaction(tx, raffleId, audit.actorId);
      if (drawn === null) {
        throw (await findWagerRaffle(tx, raffleId))
          ? wagerRaffleErrors.alreadyDrawn()
          : wagerRaffleErrors.notFound();
      }
      const winners = await winnersOf(tx, [raffleId]);
      const prizes = await prizesOf(tx, [raffleId]);
      await recordAudit(tx, audit, {
        action: 'wager-raffles.draw',
        target: { type: 'wager_raffle', id: raffleId },
        after: {
          nonce: 0,
          winners: prizes.flatMap((p) => {
            const won = winners.find(({ w }) => w.prizeId === p.id);
            return won
              ? [
                  {
                    position: p.position,
                    prize_type: p.prizeType,
                    prize_value: prizeValue(p),
                    user_id: won.w.userId,
                    ticket_number: won.w.ticketNumber,
                  },
                ]
              : [];
          }),
        },
      });
      return drawn;
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}
