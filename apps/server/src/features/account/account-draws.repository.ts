import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rafflePrizeAwards } from '../raffles/raffle-prizes.table.ts';
import { raffleDrawNames, raffleDraws, raffles, raffleWinners } from '../raffles/raffles.table.ts';
import {
  wagerRafflePrizes,
  wagerRaffles,
  wagerRaffleTickets,
  wagerRaffleWinners,
} from '../wager-raffles/wager-raffles.table.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The member's raffle prizes and the masked names the drawn raffles published them by, oldest first. */
async function raffleExtras(db: DbOrTx, userId: number) {
  const [prizes, names] = await Promise.all([
    db
      .select({ a: rafflePrizeAwards, raffle: raffles.title })
      .from(rafflePrizeAwards)
      .innerJoin(raffles, eq(raffles.id, rafflePrizeAwards.raffleId))
      .where(eq(rafflePrizeAwards.userId, userId))
      .orderBy(asc(rafflePrizeAwards.id)),
    db
      .select({ raffleId: raffleDrawNames.raffleId, raffle: raffles.title, name: raffleDrawNames.name })
      .from(raffleDrawNames)
      .innerJoin(raffles, eq(raffles.id, raffleDrawNames.raffleId))
      .where(eq(raffleDrawNames.userId, userId))
      .orderBy(asc(raffleDrawNames.raffleId)),
  ]);
  return {
    raffle_prizes: prizes.map(({ a, raffle }) => ({
      raffle_id: a.raffleId,
      raffle,
      position: a.position,
      prize_type: a.prizeType,
      amount: a.amount,
      taken_back_at: iso(a.takenBackAt),
      created_at: a.createdAt.toISOString(),
    })),
    raffle_published_names: names.map((n) => ({ raffle_id: n.raffleId, raffle: n.raffle, name: n.name })),
  };
}

/**
 * The member's part in the draws for their data download: the raffle places they were drawn for (and
 * why a re-draw replaced them), the prizes and published names, the wager-raffle tickets frozen for
 * them and the wager-raffle prizes they won, oldest first.
 */
export async function drawRows(db: DbOrTx, userId: number) {
  const [raffleWins, wagerTickets, wagerWins, extras] = await Promise.all([
    db
      .select({
        raffleId: raffleWinners.raffleId,
        raffle: raffles.title,
        position: raffleWinners.position,
        ticketIndex: raffleWinners.ticketIndex,
        replacedAt: raffleWinners.replacedAt,
        replacedReason: raffleDraws.reason,
        createdAt: raffleWinners.createdAt,
      })
      .from(raffleWinners)
      .innerJoin(raffles, eq(raffles.id, raffleWinners.raffleId))
      .leftJoin(
        raffleDraws,
        and(eq(raffleDraws.raffleId, raffleWinners.raffleId), eq(raffleDraws.replacedUserId, userId)),
      )
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
        claimedAt: wagerRaffleWinners.claimedAt,
        replacedAt: wagerRaffleWinners.replacedAt,
        createdAt: wagerRaffleWinners.createdAt,
      })
      .from(wagerRaffleWinners)
      .innerJoin(wagerRaffles, eq(wagerRaffles.id, wagerRaffleWinners.raffleId))
      .innerJoin(wagerRafflePrizes, eq(wagerRafflePrizes.id, wagerRaffleWinners.prizeId))
      .where(eq(wagerRaffleWinners.userId, userId))
      .orderBy(asc(wagerRaffleWinners.id)),
    raffleExtras(db, userId),
  ]);
  return {
    ...extras,
    raffle_wins: raffleWins.map((w) => ({
      raffle_id: w.raffleId,
      raffle: w.raffle,
      position: w.position,
      ticket_index: w.ticketIndex,
      replaced_at: iso(w.replacedAt),
      replaced_reason: w.replacedAt ? w.replacedReason : null,
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
      claimed_at: iso(w.claimedAt),
      replaced_at: iso(w.replacedAt),
      created_at: w.createdAt.toISOString(),
    })),
  };
}
