import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliates } from '../features/affiliates/affiliates.table.ts';
import { leaderboardPlatforms } from '../features/leaderboard/leaderboard.table.ts';
import { openFirstPeriod } from '../features/leaderboard/periods.ts';
import { applyLedgerEntry } from '../features/points/ledger.ts';
import { defaultSettings, saveSettings } from '../features/settings/settings.repository.ts';
import { storeItems } from '../features/store/store.table.ts';
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

/** Points the demo 'member' starts with (through the ledger), enough to try the store. */
export const DEMO_WELCOME_POINTS = 2500;

/** Counted, unlimited (quantity null), limited per member, sold out, out of reach and inactive items. */
const demoStoreItems: (typeof storeItems.$inferInsert)[] = [
  {
    name: 'Stream Shout-out',
    description: 'Your name read out live on the next stream.',
    cost: 250,
    quantity: null,
  },
  {
    name: '$10 Casino Tip',
    description: 'A $10 tip sent to your linked casino account.',
    cost: 1000,
    quantity: 20,
    maxPurchasesPerUser: 2,
  },
  {
    name: 'Bonus Buy Pick',
    description: 'Pick the slot for one bonus buy on stream.',
    cost: 1500,
    quantity: 3,
  },
  {
    name: 'Signed Mousepad',
    description: 'An XL mousepad signed by the streamer.',
    cost: 1200,
    quantity: 0,
  },
  {
    name: 'Podium Hoodie',
    description: 'The embroidered community hoodie, shipped worldwide.',
    cost: 6000,
    quantity: 5,
  },
  {
    name: 'Discord VIP Role (30 days)',
    description: 'Retired: the VIP role now comes with the VIP tiers.',
    cost: 800,
    quantity: null,
    isActive: false,
  },
];

/** Demo content for the embedded default, written once into an empty database. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const seeded = await tx
      .insert(users)
      .values([
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
      ])
      .returning({ id: users.id, username: users.username });
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
    await tx.insert(storeItems).values(demoStoreItems);
    const member = seeded.find((u) => u.username === 'member');
    if (member) {
      await applyLedgerEntry(tx, {
        userId: member.id,
        amount: DEMO_WELCOME_POINTS,
        kind: 'seed',
        reason: 'Welcome bonus',
        reference: 'seed:welcome',
      });
    }
  });
  return true;
}
