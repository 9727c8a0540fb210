import type { WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { seedAccount } from '../casino-accounts/casino-accounts.repository.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { insertWagerRaffle } from './admin-wager-raffles.usecases.ts';
import { drawInTransaction } from './draw.usecases.ts';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Demo members who play on a casino under a differently cased name (matching is case-insensitive), in
 * its current period and the ended one before it.
 */
async function linkDemoPlayers(tx: Tx, platformId: number, slot: 'crypto' | 'crypto2', members: string[]) {
  const [period, previous] = await tx
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(eq(leaderboardPeriods.platformId, platformId))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(2);
  if (!period) return;
  const players = await tx
    .select({ name: wagers.displayName, key: wagers.playerKey, cents: wagers.wageredCents })
    .from(wagers)
    .where(eq(wagers.periodId, period.id))
    .orderBy(desc(wagers.wageredCents))
    .limit(members.length);
  for (const [i, username] of members.entries()) {
    const player = players[i];
    if (!player) continue;
    const [linked] = await tx
      .update(users)
      .set({ [slot]: player.name })
      .where(and(eq(users.username, username), isNull(users[slot])))
      .returning({ id: users.id });
    // Verified, so the demo raffles have tickets (decision 042).
    if (linked) {
      await seedAccount(tx, {
        userId: linked.id,
        slot: slot === 'crypto' ? 1 : 2,
        username: player.name,
        key: player.key,
        status: 'verified',
      });
    }
    // They played in the ended period before too (the ended demo raffle's tickets come from there).
    if (previous) {
      await tx
        .insert(wagers)
        .values({
          periodId: previous.id,
          playerKey: player.key,
          displayName: player.name,
          wageredCents: Math.round(player.cents / 2),
        })
        .onConflictDoNothing();
    }
  }
}

const base = { image: null, allow_multiple_wins: false, description: '' };

/**
 * Two demo wager raffles over Roobet and Gamdom: one active (its period reaches back into the ended
 * periods, so 'member' holds tickets from their seeded wagers), one ended and drawn for real with custom
 * prizes (its verify data checks out). Six demo members are linked to demo players on the boards.
 */
export async function seedWagerRaffles(tx: Tx): Promise<void> {
  const platforms = await tx
    .select()
    .from(leaderboardPlatforms)
    .where(inArray(leaderboardPlatforms.slug, ['roobet', 'gamdom']))
    .orderBy(asc(leaderboardPlatforms.sortOrder));
  const roobet = platforms.find((p) => p.slug === 'roobet');
  const gamdom = platforms.find((p) => p.slug === 'gamdom');
  if (!roobet || !gamdom) return;
  await linkDemoPlayers(tx, roobet.id, 'crypto', ['lucky_lena', 'mines_mia', 'neon_nina']);
  await linkDemoPlayers(tx, gamdom.id, 'crypto2', ['crash_king', 'plinko_pat', 'whale_walt']);

  // From before the boards' current periods, so the ended periods holding 'member''s wagers overlap it.
  const current = await tx
    .select({ startsAt: leaderboardPeriods.startsAt })
    .from(leaderboardPeriods)
    .where(inArray(leaderboardPeriods.platformId, [roobet.id, gamdom.id]))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(2);
  const earliest = Math.min(Date.now(), ...current.map((p) => p.startsAt.getTime()));
  const active: WagerRaffleInput = {
    ...base,
    name: 'Monthly Wager Raffle',
    description: 'Every $100 wagered on Roobet or Gamdom is one ticket. Drawn automatically at the end.',
    casino_ids: [roobet.id, gamdom.id],
    starts_at: new Date(earliest - 2 * DAY).toISOString(),
    end_date: at(5 * DAY),
    dollars_per_ticket: 100,
    auto_draw: true,
    prizes: [
      { prize_type: 'cash', prize_value: 500, description: 'Cash tip to your casino account' },
      { prize_type: 'points', prize_value: 10_000, description: 'Points for the store' },
      { prize_type: 'custom', prize_value: null, description: 'Signed stream hoodie' },
      { prize_type: 'points', prize_value: 2_500, description: 'Points for the store' },
    ],
  };
  await insertWagerRaffle(tx, active, null);

  const ended = await insertWagerRaffle(
    tx,
    {
      ...base,
      name: 'Launch Wager Raffle',
      description: 'Our first wager raffle: $250 wagered per ticket.',
      casino_ids: [roobet.id, gamdom.id],
      starts_at: at(-60 * DAY),
      end_date: at(-1 * DAY),
      dollars_per_ticket: 250,
      auto_draw: true,
      prizes: [
        { prize_type: 'custom', prize_value: null, description: 'Gaming chair' },
        { prize_type: 'custom', prize_value: null, description: 'Stream shout-out' },
      ],
    },
    null,
  );
  await drawInTransaction(tx, ended, null);
}
