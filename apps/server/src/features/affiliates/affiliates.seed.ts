import type { Tx } from '../../db/client.ts';
import { affiliates } from './affiliates.table.ts';

/** Three demo casinos, in order. */
export async function seedAffiliates(tx: Tx): Promise<void> {
  await tx.insert(affiliates).values([
    {
      name: 'Roobet',
      logoUrl: '/affiliates/roobet.svg',
      code: 'PODIUM',
      benefits: ['Monthly $10,000 leaderboard', 'Instant rakeback', 'Weekly reloads'],
      redirectUrl: 'https://roobet.com/?ref=podium',
      sortOrder: 0,
    },
    {
      name: 'Gamdom',
      logoUrl: '/affiliates/gamdom.svg',
      code: 'PODIUM',
      benefits: ['Weekly $2,500 leaderboard', '15% rakeback', 'Free case on sign-up'],
      redirectUrl: 'https://gamdom.com/r/podium',
      sortOrder: 1,
    },
    {
      name: 'Shuffle',
      logoUrl: '/affiliates/shuffle.svg',
      code: 'PODIUM',
      benefits: ['Bi-weekly $5,000 leaderboard', 'VIP transfer'],
      redirectUrl: 'https://shuffle.com/?r=podium',
      sortOrder: 2,
    },
  ]);
}
