import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { wagerRaffleCasinos, wagerRafflePrizes, wagerRaffleWinners } from './wager-raffles.table.ts';

export type PrizeRow = typeof wagerRafflePrizes.$inferSelect;

/** The raffle's casinos with their casino username slot, in board order. */
export function casinoSlotsOf(tx: Tx, raffleId: number) {
  return tx
    .select({ id: leaderboardPlatforms.id, casinoSlot: leaderboardPlatforms.casinoSlot })
    .from(wagerRaffleCasinos)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, wagerRaffleCasinos.platformId))
    .where(eq(wagerRaffleCasinos.raffleId, raffleId))
    .orderBy(leaderboardPlatforms.sortOrder, leaderboardPlatforms.id);
}

/** The cash payout a winner row is paid through. */
export async function setWinnerPayout(tx: Tx, winnerId: number, payoutId: number): Promise<void> {
  await tx.update(wagerRaffleWinners).set({ payoutId }).where(eq(wagerRaffleWinners.id, winnerId));
}

/** The prize, if it is one of this raffle's. */
export async function findPrize(tx: Tx, raffleId: number, prizeId: number): Promise<PrizeRow | undefined> {
  const [prize] = await tx
    .select()
    .from(wagerRafflePrizes)
    .where(and(eq(wagerRafflePrizes.id, prizeId), eq(wagerRafflePrizes.raffleId, raffleId)));
  return prize;
}

/**
 * Marks the prize handed over, once (`handed_over_at IS NULL`) and never by its own winner (staff never
 * serve themselves); answers the winner's member id, or undefined when nothing matched.
 */
export async function markHandedOverOnce(
  tx: Tx,
  prizeId: number,
  actorId: number | null,
): Promise<number | undefined> {
  const [done] = await tx
    .update(wagerRaffleWinners)
    .set({ handedOverAt: sql`now()`, handedOverBy: actorId })
    .where(
      and(
        eq(wagerRaffleWinners.prizeId, prizeId),
        isNull(wagerRaffleWinners.replacedAt),
        isNull(wagerRaffleWinners.handedOverAt),
        // With a claim window, only once claimed (decision 064).
        or(isNull(wagerRaffleWinners.claimDeadline), isNotNull(wagerRaffleWinners.claimedAt)),
        actorId === null ? undefined : ne(wagerRaffleWinners.userId, actorId),
      ),
    )
    .returning({ userId: wagerRaffleWinners.userId });
  return done?.userId;
}

/** Who won the prize, if it was drawn. */
export async function winnerOfPrize(tx: Tx, prizeId: number) {
  const [winner] = await tx
    .select()
    .from(wagerRaffleWinners)
    .where(and(eq(wagerRaffleWinners.prizeId, prizeId), isNull(wagerRaffleWinners.replacedAt)));
  return winner;
}
