import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { raffles, raffleWinners } from '../raffles/raffles.table.ts';
import {
  wagerRafflePrizes,
  wagerRaffles,
  wagerRaffleTickets,
  wagerRaffleWinners,
} from '../wager-raffles/wager-raffles.table.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The member's part in the draws for their data download: the raffle places they were drawn for, the
 * wager-raffle tickets frozen for them and the wager-raffle prizes they won, oldest first.
 */
export async function drawRows(db: DbOrTx, userId: number) {
  const [raffleWins, wagerTickets, wagerWins] = await Promise.all([
    db
      .select({
        raffleId: raffleWinners.raffleId,
        raffle: raffles.title,
        position: raffleWinners.position,
        ticketIndex: raffleWinners.ticketIndex,
        replacedAt: raffleWinners.replacedAt,
        createdAt: raffleWinners.createdAt,
      })
      .from(raffleWinners)
      .innerJoin(raffles, eq(raffles.id, raffleWinners.raffleId))
      .where(eq(raffleWinners.userId, userId))
      .orderBy(asc(raffleWinners.id)),
    db
      .select({
        raffleId: wagerRaffleTickets.raffleId,
        raffle: wagerRaffles.name,
        firstTicket: wagerRaffleTickets.firstTicket,
        lastTicket: wagerRaffleTickets.lastTicket,
        wageredCents: wagerRaffleTickets.wageredCents,
      })
      .from(wagerRaffleTickets)
      .innerJoin(wagerRaffles, eq(wagerRaffles.id, wagerRaffleTickets.raffleId))
      .where(and(eq(wagerRaffleTickets.userId, userId), isNotNull(wagerRaffles.frozenAt)))
      .orderBy(asc(wagerRaffleTickets.raffleId)),
    db
      .select({
        raffleId: wagerRaffleWinners.raffleId,
        raffle: wagerRaffles.name,
        ticketNumber: wagerRaffleWinners.ticketNumber,
        prizeType: wagerRafflePrizes.prizeType,
        amount: wagerRafflePrizes.amount,
        description: wagerRafflePrizes.description,
        handedOverAt: wagerRaffleWinners.handedOverAt,
        createdAt: wagerRaffleWinners.createdAt,
      })
      .from(wagerRaffleWinners)
      .innerJoin(wagerRaffles, eq(wagerRaffles.id, wagerRaffleWinners.raffleId))
      .innerJoin(wagerRafflePrizes, eq(wagerRafflePrizes.id, wagerRaffleWinners.prizeId))
      .where(eq(wagerRaffleWinners.userId, userId))
      .orderBy(asc(wagerRaffleWinners.id)),
  ]);
  return {
    raffle_wins: raffleWins.map((w) => ({
      raffle_id: w.raffleId,
      raffle: w.raffle,
      position: w.position,
      ticket_index: w.ticketIndex,
      replaced_at: iso(w.replacedAt),
      created_at: w.createdAt.toISOString(),
    })),
    wager_raffle_tickets: wagerTickets.map((t) => ({
      raffle_id: t.raffleId,
      raffle: t.raffle,
      first_ticket: t.firstTicket,
      last_ticket: t.lastTicket,
      wagered_cents: t.wageredCents,
    })),
    wager_raffle_wins: wagerWins.map((w) => ({
      raffle_id: w.raffleId,
      raffle: w.raffle,
      ticket_number: w.ticketNumber,
      prize_type: w.prizeType,
      amount: w.amount,
      description: w.description,
      handed_over_at: iso(w.handedOverAt),
      created_at: w.createdAt.toISOString(),
    })),
  };
}
