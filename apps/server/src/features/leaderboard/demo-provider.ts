import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { DEFAULT_PROVIDER, DEMO_PROVIDER } from '@podium/shared/wager-feeds/messages';
import { and, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leaderboardPeriods, wagers } from './leaderboard.table.ts';

/**
 * Demo content (decision 033) exists only where the site shows it (`config.seedDemo`, SEED_DEMO): then
 * a new board starts on the demo provider and each of its periods opens full of invented players.
 * Elsewhere a new board starts on a CSV upload and nothing is ever invented.
 */
export const newBoardProvider = (demoContent: boolean): string =>
  demoContent ? DEMO_PROVIDER : DEFAULT_PROVIDER;

/** Whether a period of this board opens full of invented players. */
export const fillsWithDemo = (platform: { provider: string }, demoContent: boolean): boolean =>
  demoContent && platform.provider === DEMO_PROVIDER;

const first = [
  'Lucky',
  'Spin',
  'High',
  'Wild',
  'Mega',
  'Gold',
  'Neon',
  'Turbo',
  'Frost',
  'Shadow',
  'Royal',
  'Crypto',
];
const second = [
  'Ace',
  'Roller',
  'Fox',
  'Wolf',
  'Shark',
  'Jackpot',
  'Viper',
  'Tiger',
  'Bandit',
  'Whale',
  'Queen',
  'King',
];
const games = [
  'Gates of Olympus',
  'Sweet Bonanza',
  'Wanted Dead or a Wild',
  'Sugar Rush',
  'Big Bass Bonanza',
  'Crash',
  'Plinko',
  'Mines',
  null,
];

/** A small deterministic generator (mulberry32): demo data that looks the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoPlayer {
  playerKey: string;
  displayName: string;
  wageredCents: number;
  favoriteGameTitle: string | null;
}

/** Plausible players for a demo period: a long tail with a few whales at the top. */
export function demoPlayers(seed: number, count: number): DemoPlayer[] {
  const rand = seededRandom(seed);
  const out: DemoPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${first[Math.floor(rand() * first.length)]}${second[Math.floor(rand() * second.length)]}${i}`;
    const scale = rand() ** 3;
    out.push({
      playerKey: casinoAccountKey(name)!,
      displayName: name,
      wageredCents: Math.round(50_000 + scale * 25_000_000),
      favoriteGameTitle: games[Math.floor(rand() * games.length)] ?? null,
    });
  }
  return out;
}

/** Writes (or refreshes) demo wagers for a period; chunks keep each statement small. */
export async function fillDemoWagers(db: DbOrTx, periodId: number, players: DemoPlayer[]): Promise<void> {
  for (let i = 0; i < players.length; i += 1000) {
    const chunk = players.slice(i, i + 1000).map((p) => ({ ...p, periodId, avatarUrl: null }));
    await db
      .insert(wagers)
      .values(chunk)
      .onConflictDoUpdate({
        target: [wagers.periodId, wagers.playerKey],
        set: {
          wageredCents: sql`excluded.wagered_cents`,
          displayName: sql`excluded.display_name`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * Keeps the demo boards moving: about a quarter of the players in each current demo period wager a
 * little more on every tick (deterministic per tick, so runs are reproducible). Returns rows changed.
 */
export async function tickDemoWagers(db: DbOrTx, periodIds: number[], tick: number): Promise<number> {
  if (periodIds.length === 0) return 0;
  const salt = String(tick);
  const rows = await db
    .update(wagers)
    .set({
      wageredCents: sql`${wagers.wageredCents} + (abs(hashtext(${wagers.playerKey} || ${salt})) % 2500000)`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${wagers.periodId} in (${sql.join(periodIds, sql`, `)}) and abs(hashtext(${wagers.playerKey} || ${salt})) % 4 = 0`,
    )
    .returning({ periodId: wagers.periodId });
  return rows.length;
}

/**
 * A board leaves the demo (decision 033): the players invented for the period it shows — the current
 * one, the latest that has started — and for any period scheduled after it are removed, so the board
 * shows only real wagers from now on. Ended periods keep theirs. Returns the rows removed.
 */
export async function clearDemoWagers(db: DbOrTx, platformId: number, now = new Date()): Promise<number> {
  const [current] = await db
    .select({ startsAt: max(leaderboardPeriods.startsAt) })
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.platformId, platformId), lte(leaderboardPeriods.startsAt, now)));
  const shown = db
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(
      and(
        eq(leaderboardPeriods.platformId, platformId),
        current?.startsAt ? gte(leaderboardPeriods.startsAt, current.startsAt) : undefined,
      ),
    );
  const removed = await db
    .delete(wagers)
    .where(inArray(wagers.periodId, shown))
    .returning({ periodId: wagers.periodId });
  return removed.length;
}
