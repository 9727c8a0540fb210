import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { seedAccount } from './casino-accounts.repository.ts';
import { casinoAccounts } from './casino-accounts.table.ts';

/**
 * Demo casino accounts besides the verified ones the VIP and wager-raffle seeds link (decision 042):
 * 'highroller_hank' has just linked a Roobet player with wager on the board, waiting for verification,
 * so the Casino accounts queue has one to decide and Settings shows the pending state.
 */
export async function seedCasinoAccounts(tx: Tx): Promise<void> {
  const [roobet] = await tx
    .select()
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.slug, 'roobet'));
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'highroller_hank'), isNull(users.crypto)));
  if (roobet?.casinoSlot !== 1 || !member) return;
  const [period] = await tx
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.platformId, roobet.id))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  if (!period) return;
  const taken = tx
    .select({ key: casinoAccounts.accountKey })
    .from(casinoAccounts)
    .where(eq(casinoAccounts.slot, 1));
  const [player] = await tx
    .select({ name: wagers.displayName, key: wagers.playerKey })
    .from(wagers)
    .where(and(eq(wagers.periodId, period.id), notInArray(wagers.playerKey, taken)))
    .orderBy(desc(wagers.wageredCents))
    .limit(1);
  const key = casinoAccountKey(player?.name);
  if (!player || key !== player.key) return;
  await tx.update(users).set({ crypto: player.name }).where(eq(users.id, member.id));
  await seedAccount(tx, { userId: member.id, slot: 1, username: player.name, key, status: 'pending' });
}
