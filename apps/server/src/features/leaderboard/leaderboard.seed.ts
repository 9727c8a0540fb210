import { DEMO_PROVIDER } from '@podium/shared/wager-feeds/messages';
import type { Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from './leaderboard.table.ts';
import { openFirstPeriod } from './periods.usecases.ts';

/**
 * Three demo boards (monthly, weekly, biweekly), each with a current period full of demo wagers; a
 * member's Roobet, Gamdom and Shuffle usernames are their first, second and third casino username.
 */
export async function seedLeaderboards(tx: Tx): Promise<void> {
  const platforms = await tx
    .insert(leaderboardPlatforms)
    .values([
      {
        slug: 'roobet',
        provider: DEMO_PROVIDER,
        image: '/affiliates/roobet.svg',
        casinoSlot: 1,
        name: 'Roobet',
        timeframe: 'monthly',
        prizesCents: [500_000, 250_000, 100_000, 50_000, 30_000, 20_000, 15_000, 10_000, 10_000, 10_000],
        sortOrder: 0,
      },
      {
        slug: 'gamdom',
        provider: DEMO_PROVIDER,
        image: '/affiliates/gamdom.svg',
        casinoSlot: 2,
        name: 'Gamdom',
        timeframe: 'weekly',
        prizesCents: [100_000, 75_000, 50_000, 25_000],
        sortOrder: 1,
      },
      {
        slug: 'shuffle',
        provider: DEMO_PROVIDER,
        image: '/affiliates/shuffle.svg',
        casinoSlot: 3,
        name: 'Shuffle',
        timeframe: 'biweekly',
        prizesCents: [250_000, 125_000, 75_000, 50_000],
        sortOrder: 2,
      },
    ])
    .returning();
  // The seed runs only where the site shows demo content (SEED_DEMO): the periods open full.
  for (const p of platforms) await openFirstPeriod(tx, p, true);
}
