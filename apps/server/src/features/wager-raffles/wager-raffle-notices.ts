import { prizeLabel } from '@podium/shared/common/prizes';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import type { PrizeRow } from './prizes.repository.ts';
import { prizeValue } from './wager-raffles.repository.ts';
import type { WagerRaffleRow, wagerRaffleWinners } from './wager-raffles.table.ts';

type WinnerRow = typeof wagerRaffleWinners.$inferSelect;

/**
 * "You won" for a winner the draw or a re-draw drew, inside its transaction (decision 064): once per
 * winner row (`wager-raffle:<id>:winner:<row>`), with the claim deadline when they must claim.
 */
export async function notifyWagerRaffleWinner(
  tx: Tx,
  raffle: WagerRaffleRow,
  prize: PrizeRow,
  winner: WinnerRow,
): Promise<void> {
  await notify(tx, {
    userId: winner.userId,
    kind: 'wager_raffle_won',
    ref: `wager-raffle:${raffle.id}:winner:${winner.id}`,
    data: {
      wager_raffle_id: raffle.id,
      title: raffle.name,
      prize: prizeLabel({
        prize_type: prize.prizeType,
        prize_value: prizeValue(prize),
        description: prize.description,
      }),
      claim_by: winner.claimDeadline?.toISOString() ?? null,
    },
  });
}

/** The claim reminder, once per winner row, in the reminder's transaction. */
export async function notifyWagerClaimReminder(tx: Tx, raffle: WagerRaffleRow, winner: WinnerRow) {
  await notify(tx, {
    userId: winner.userId,
    kind: 'claim_reminder',
    ref: `wager-raffle:${raffle.id}:winner:${winner.id}:reminder`,
    data: {
      contest: 'wager_raffle',
      id: raffle.id,
      title: raffle.name,
      claim_by: winner.claimDeadline!.toISOString(),
    },
  });
}
