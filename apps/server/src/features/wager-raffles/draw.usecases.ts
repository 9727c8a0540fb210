import { formatMoney } from '@podium/shared/common/money';
import { drawRangeWinners, rangesClientSeed } from '@podium/shared/wager-raffles/draw.server';
import { ticketRanges } from '@podium/shared/wager-raffles/rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { users } from '../users/users.table.ts';
import { awardPrize } from './prizes.usecases.ts';
import { frozenRanges, liveCasinoWagers, memberTotals } from './tickets.repository.ts';
import { drawConstraints, wagerRaffleErrors } from './wager-raffles.errors.ts';
import {
  wagerRafflePrizes,
  wagerRaffles,
  wagerRaffleTickets,
  wagerRaffleWinners,
} from './wager-raffles.table.ts';

/** The draw maps 32-bit numbers onto tickets (@podium/shared/draws/draw.server): at most 2^32 tickets. */
const MAX_TICKETS = 2 ** 32;

/**
 * Freezes the ticket list once (decision 014's guard: `… SET frozen_at WHERE frozen_at IS NULL
 * RETURNING`): the ranges computed from the wager table now are written and hashed (the client
 * seed). False when it was frozen already (or the raffle is missing).
 */
export async function freezeInTransaction(tx: Tx, raffleId: number): Promise<boolean> {
  const [row] = await tx
    .update(wagerRaffles)
    .set({ frozenAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(wagerRaffles.id, raffleId), isNull(wagerRaffles.frozenAt)))
    .returning();
  if (!row) return false;
  const ranges = ticketRanges(memberTotals(await liveCasinoWagers(tx, row)), row.centsPerTicket);
  if ((ranges.at(-1)?.last ?? 0) > MAX_TICKETS) throw wagerRaffleErrors.tooManyTickets();
  for (let i = 0; i < ranges.length; i += 1000) {
    await tx.insert(wagerRaffleTickets).values(
      ranges.slice(i, i + 1000).map((r) => ({
        raffleId,
        userId: r.user_id,
        firstTicket: r.first,
        lastTicket: r.last,
        wageredCents: r.wagered_cents,
      })),
    );
  }
  await tx
    .update(wagerRaffles)
    .set({ clientSeed: rangesClientSeed(ranges) })
    .where(eq(wagerRaffles.id, raffleId));
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
  const [row] = await tx
    .update(wagerRaffles)
    .set({ drawnAt: sql`now()`, drawnBy: actorId, updatedAt: sql`now()` })
    .where(and(eq(wagerRaffles.id, raffleId), isNull(wagerRaffles.drawnAt)))
    .returning();
  if (!row) return null;
  const prizes = await tx
    .select()
    .from(wagerRafflePrizes)
    .where(eq(wagerRafflePrizes.raffleId, raffleId))
    .orderBy(asc(wagerRafflePrizes.position));
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
    const [winner] = await tx
      .insert(wagerRaffleWinners)
      .values({ raffleId, prizeId: prize.id, userId: w.user_id, ticketNumber: w.ticket_number })
      .returning({ id: wagerRaffleWinners.id });
    await awardPrize(tx, { raffle: row, prize, winnerId: winner!.id, userId: w.user_id, actorId });
    const [u] = await tx.select({ username: users.username }).from(users).where(eq(users.id, w.user_id));
    lines.push(
      `#${prize.position} ${u?.username ?? w.user_id} (${prizeText(prize)}, ticket ${w.ticket_number})`,
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
        const [exists] = await tx
          .select({ id: wagerRaffles.id })
          .from(wagerRaffles)
          .where(eq(wagerRaffles.id, raffleId));
        throw exists ? wagerRaffleErrors.alreadyDrawn() : wagerRaffleErrors.notFound();
      }
      return drawn;
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}

/** Raffles past their end and not drawn: auto-draw ones to draw, the others to freeze (oldest first). */
export async function dueRaffles(db: DbOrTx, limit = 50) {
  return db
    .select({ id: wagerRaffles.id, autoDraw: wagerRaffles.autoDraw })
    .from(wagerRaffles)
    .where(
      and(
        isNull(wagerRaffles.drawnAt),
        sql`${wagerRaffles.endsAt} <= now()`,
        sql`(${wagerRaffles.autoDraw} or ${wagerRaffles.frozenAt} is null)`,
      ),
    )
    .orderBy(asc(wagerRaffles.endsAt), asc(wagerRaffles.id))
    .limit(limit);
}
