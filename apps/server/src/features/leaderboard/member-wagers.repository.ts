import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { leaderboardPeriods, type leaderboardPlatforms, wagers } from './leaderboard.table.ts';

type Platform = Pick<typeof leaderboardPlatforms.$inferSelect, 'id' | 'casinoSlot'>;

/** A member's three casino usernames from Settings (crypto, crypto2, crypto3), by slot 1–3. */
export type CasinoUsernames = readonly [string | null, string | null, string | null];

export async function casinoUsernamesOf(db: DbOrTx, userId: number): Promise<CasinoUsernames> {
  const [row] = await db
    .select({ crypto: users.crypto, crypto2: users.crypto2, crypto3: users.crypto3 })
    .from(users)
    .where(eq(users.id, userId));
  return [row?.crypto ?? null, row?.crypto2 ?? null, row?.crypto3 ?? null];
}

/** The member's casino username on a platform (by the platform's `casino_slot`), trimmed; null when none. */
export function usernameOn(platform: Platform, names: CasinoUsernames): string | null {
  const slot = platform.casinoSlot;
  if (slot !== 1 && slot !== 2 && slot !== 3) return null;
  const name = names[slot - 1]?.trim();
  return name ? name : null;
}

/**
 * A member's lifetime wager on each platform, in cents: every period's wager rows whose player key is
 * the key (`casinoAccountKey`, decision 042) of the name or account key given for that platform's slot,
 * summed. VIP passes only verified accounts' keys. A platform with none is absent (0). One query for
 * all the platforms.
 */
export async function lifetimeWagersCents(
  db: DbOrTx,
  platforms: readonly Platform[],
  names: CasinoUsernames,
): Promise<Map<number, number>> {
  const pairs: SQL[] = [];
  for (const platform of platforms) {
    const key = casinoAccountKey(usernameOn(platform, names));
    if (key) pairs.push(and(eq(leaderboardPeriods.platformId, platform.id), eq(wagers.playerKey, key))!);
  }
  const totals = new Map<number, number>();
  if (pairs.length === 0) return totals;
  const rows = await db
    .select({
      platformId: leaderboardPeriods.platformId,
      cents: sql<string>`coalesce(sum(${wagers.wageredCents}), 0)`,
    })
    .from(wagers)
    .innerJoin(leaderboardPeriods, eq(leaderboardPeriods.id, wagers.periodId))
    .where(
      and(
        inArray(
          leaderboardPeriods.platformId,
          platforms.map((p) => p.id),
        ),
        or(...pairs),
      ),
    )
    .groupBy(leaderboardPeriods.platformId);
  for (const row of rows) totals.set(row.platformId, Number(row.cents));
  return totals;
}
