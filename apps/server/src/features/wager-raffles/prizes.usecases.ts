import { formatMoney } from '@podium/shared/common/money';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { casinoUsernamesOf, usernameOn } from '../leaderboard/member-wagers.repository.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import {
  type WagerRaffleRow,
  wagerRaffleCasinos,
  wagerRafflePrizes,
  wagerRaffleWinners,
} from './wager-raffles.table.ts';

type Prize = typeof wagerRafflePrizes.$inferSelect;

/** The ledger reference of a points prize: the ledger's unique (member, reference) credits it once. */
export const prizeReference = (prizeId: number) => `wager_raffle_prize:${prizeId}`;

/** Where a cash prize is sent: the first of the raffle's casinos the member has a username on. */
async function payoutTarget(tx: Tx, raffleId: number, userId: number) {
  const names = await casinoUsernamesOf(tx, userId);
  const platforms = await tx
    .select({ id: leaderboardPlatforms.id, casinoSlot: leaderboardPlatforms.casinoSlot })
    .from(wagerRaffleCasinos)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, wagerRaffleCasinos.platformId))
    .where(eq(wagerRaffleCasinos.raffleId, raffleId))
    .orderBy(leaderboardPlatforms.sortOrder, leaderboardPlatforms.id);
  for (const p of platforms) {
    const name = usernameOn(p, names);
    if (name) return { platformId: p.id, casinoUsername: name };
  }
  return { platformId: null, casinoUsername: null };
}

/**
 * Pays one drawn prize inside the draw's transaction: points through the ledger (reference per prize,
 * so once), cash into the payout queue (source `wager_raffle_prize`, source id = the winner row, so
 * once), custom prizes wait for an admin to hand them over.
 */
export async function awardPrize(
  tx: Tx,
  a: { raffle: WagerRaffleRow; prize: Prize; winnerId: number; userId: number; actorId: number | null },
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
    await tx.update(wagerRaffleWinners).set({ payoutId }).where(eq(wagerRaffleWinners.id, winnerId));
  }
}

/**
 * An admin marks a custom prize handed over, once (409 when not custom, not won, or done already;
 * 403 for their own prize: staff never serve themselves).
 */
export async function markHandedOver(db: Db, raffleId: number, prizeId: number, actorId: number) {
  await db.transaction(async (tx) => {
    const [prize] = await tx
      .select()
      .from(wagerRafflePrizes)
      .where(and(eq(wagerRafflePrizes.id, prizeId), eq(wagerRafflePrizes.raffleId, raffleId)));
    if (!prize) throw wagerRaffleErrors.prizeNotFound();
    if (prize.prizeType !== 'custom') throw wagerRaffleErrors.notCustom();
    const [done] = await tx
      .update(wagerRaffleWinners)
      .set({ handedOverAt: sql`now()`, handedOverBy: actorId })
      .where(
        and(
          eq(wagerRaffleWinners.prizeId, prizeId),
          isNull(wagerRaffleWinners.handedOverAt),
          ne(wagerRaffleWinners.userId, actorId),
        ),
      )
      .returning({ id: wagerRaffleWinners.id });
    if (done) return;
    const [winner] = await tx
      .select()
      .from(wagerRaffleWinners)
      .where(eq(wagerRaffleWinners.prizeId, prizeId));
    if (!winner) throw wagerRaffleErrors.noWinner();
    throw winner.userId === actorId ? wagerRaffleErrors.ownPrize() : wagerRaffleErrors.alreadyHandedOver();
  });
}
