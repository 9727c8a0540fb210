import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliates } from '../features/affiliates/affiliates.table.ts';
import { leaderboardPlatforms } from '../features/leaderboard/leaderboard.table.ts';
import { openFirstPeriod } from '../features/leaderboard/periods.ts';
import { defaultSettings, saveSettings } from '../features/settings/settings.repository.ts';
import { users } from '../features/users/users.table.ts';

const memberNames = [
  'lucky_lena',
  'spinmaster',
  'bonusbaron',
  'reelqueen',
  'highroller_hank',
  'wildcard_will',
  'jackpot_jo',
  'cascade_cam',
  'scatter_sam',
  'multiplier_mo',
  'freespin_fay',
  'megaways_max',
  'sticky_wild',
  'turbo_tess',
  'goldrush_gus',
  'neon_nina',
  'crash_king',
  'plinko_pat',
  'mines_mia',
  'whale_walt',
];

/** Demo content for the embedded default, written once into an empty database. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      { username: 'admin', name: 'Admin', role: 'Admin', bio: 'Runs the site.' },
      { username: 'moderator', name: 'Moderator', role: 'Moderator', bio: 'Keeps the chat friendly.' },
      {
        username: 'member',
        name: 'Member',
        role: 'Member',
        kickUsername: 'member_kick',
        bio: 'Here for the hunts.',
      },
      ...memberNames.map((username, i) => ({
        username,
        name: username.replace(/_/g, ' '),
        role: i % 7 === 0 ? ('VIP' as const) : ('Member' as const),
        kickUsername: i % 2 === 0 ? `${username}_kick` : null,
      })),
    ]);
    await saveSettings(tx, {
      ...defaultSettings,
      site_name: 'Podium',
      site_description: 'Wager leaderboards, raffles, bonus hunts and rewards for the community.',
      affiliate_url: 'https://example.com/affiliates',
      stream_channel: 'podium',
      socials: {
        youtube: 'https://www.youtube.com/@podium',
        instagram: 'https://www.instagram.com/podium',
        kick: 'https://kick.com/podium',
        discord: 'https://discord.gg/podium',
        twitter: 'https://x.com/podium',
      },
    });
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
    const platforms = await tx
      .insert(leaderboardPlatforms)
      .values([
        {
          slug: 'roobet',
          name: 'Roobet',
          timeframe: 'monthly',
          prizesCents: [500_000, 250_000, 100_000, 50_000, 30_000, 20_000, 15_000, 10_000, 10_000, 10_000],
          sortOrder: 0,
        },
        {
          slug: 'gamdom',
          name: 'Gamdom',
          timeframe: 'weekly',
          prizesCents: [100_000, 75_000, 50_000, 25_000],
          sortOrder: 1,
        },
        {
          slug: 'shuffle',
          name: 'Shuffle',
          timeframe: 'biweekly',
          prizesCents: [250_000, 125_000, 75_000, 50_000],
          sortOrder: 2,
        },
      ])
      .returning();
    for (const p of platforms) await openFirstPeriod(tx, p);
  });
  return true;
}
