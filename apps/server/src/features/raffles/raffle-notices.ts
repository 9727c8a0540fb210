import { prizeLabel } from '@podium/shared/common/prizes';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { prizeRows, prizeValue } from './prizes.repository.ts';
import { type RaffleRow, raffleWinners } from './raffles.table.ts';

/** A place's prize in words, or "Place N" when the raffle names its prize only in its description. */
async function prizeWords(tx: Tx, raffleId: number): Promise<(position: number) => string> {
  const prizes = await prizeRows(tx, raffleId);
  return (position) => {
    const p = prizes.find((x) => x.position === position);
    return p
      ? prizeLabel({
          prize_type: p.prizeType,
          prize_value: prizeValue(p.prizeType, p.amount),
          description: p.description,
        })
      : `Place ${position}`;
  };
}

/**
 * "You won" for each winner one draw (or re-draw) drew, inside its transaction (decision 064): once per
 * winner row (`raffle:<id>:winner:<row>`), with the claim deadline when they must claim.
 */
export async function notifyRaffleWinners(tx: Tx, raffle: RaffleRow, drawId: number): Promise<void> {
  const winners = await tx
    .select()
    .from(raffleWinners)
    .where(and(eq(raffleWinners.raffleId, raffle.id), eq(raffleWinners.drawId, drawId)));
  if (winners.length === 0) return;
  const words = await prizeWords(tx, raffle.id);
  for (const w of winners) {
    await notify(tx, {
      userId: w.userId,
      kind: 'raffle_won',
      ref: `raffle:${raffle.id}:winner:${w.id}`,
      data: {
        raffle_id: raffle.id,
        title: raffle.title,
        prize: words(w.position),
        claim_by: w.claimDeadline?.toISOString() ?? null,
      },
    });
  }
}

/** The claim reminder, once per winner row (`raffle:<id>:winner:<row>:reminder`), in the reminder's transaction. */
export async function notifyClaimReminder(
  tx: Tx,
  raffle: RaffleRow,
  winner: typeof raffleWinners.$inferSelect,
): Promise<void> {
  await notify(tx, {
    userId: winner.userId,
    kind: 'claim_reminder',
    ref: `raffle:${raffle.id}:winner:${winner.id}:reminder`,
    data: {
      contest: 'raffle',
      id: raffle.id,
      title: raffle.title,
      claim_by: winner.claimDeadline!.toISOString(),
    },
  });
}
