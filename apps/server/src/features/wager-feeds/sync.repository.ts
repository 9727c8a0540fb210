import { apiProviders } from '@podium/shared/wager-feeds/messages';
import { and, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import type { FeedRow } from './providers/types.ts';
import { wagerFeedConnections as c } from './wager-feeds.table.ts';

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Connected casino APIs whose sync is due. */
export async function dueFeeds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: c.platformId })
    .from(c)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, c.platformId))
    .where(
      and(
        inArray(leaderboardPlatforms.provider, [...apiProviders]),
        isNotNull(c.keyCiphertext),
        lte(c.nextSyncAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Takes the right to call the casino now, in one conditional UPDATE: only when its cooldown has passed
 * since the last call (any process's), and for the schedule only when the sync is due; the next sync is
 * due `nextInMs` later. Exactly one of several processes gets it. Answers the call's number, or null.
 */
export async function claimCall(
  db: DbOrTx,
  platformId: number,
  call: { cooldownMs: number; scheduled: boolean; nextInMs: number },
): Promise<number | null> {
  const rows = await db
    .update(c)
    .set({
      lastCallAt: sql`now()`,
      calls: sql`${c.calls} + 1`,
      nextSyncAt: sql`now() + ${millis(call.nextInMs)}`,
    })
    .where(
      and(
        eq(c.platformId, platformId),
        or(isNull(c.lastCallAt), lte(c.lastCallAt, sql`now() - ${millis(call.cooldownMs)}`)),
        call.scheduled ? lte(c.nextSyncAt, sql`now()`) : undefined,
      ),
    )
    .returning({ call: c.calls });
  return rows[0]?.call ?? null;
}

/** One more failure in a row, with its message; answers how many in a row now. */
export async function countFailure(
  db: DbOrTx,
  platformId: number,
  message: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(c)
    .set({
      failures: sql`${c.failures} + 1`,
      lastError: message,
      lastErrorAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(c.platformId, platformId))
    .returning({ failures: c.failures });
  return row?.failures;
}

export async function scheduleNextSync(db: DbOrTx, platformId: number, inMs: number): Promise<void> {
  await db
    .update(c)
    .set({ nextSyncAt: sql`now() + ${millis(inMs)}` })
    .where(eq(c.platformId, platformId));
}

/** A sync that waits for an admin (no period, a key that no longer decrypts): noted, tried again later. */
export async function noteWaiting(db: DbOrTx, platformId: number, message: string, inMs: number) {
  await db
    .update(c)
    .set({
      lastError: message,
      lastErrorAt: sql`now()`,
      nextSyncAt: sql`now() + ${millis(inMs)}`,
    })
    .where(eq(c.platformId, platformId));
}

/** A success: no failures in a row, and the last error (now stale) cleared with it. */
const succeeded = {
  failures: 0,
  lastSuccessAt: sql`now()`,
  lastError: null,
  lastErrorAt: null,
  updatedAt: sql`now()`,
};

/**
 * Records the success of call number `call`, only if it is still the latest claimed (a later call's
 * answer is the newer one); false when it is not.
 */
export async function markSynced(
  db: DbOrTx,
  platformId: number,
  call: number,
  rows: number,
): Promise<boolean> {
  const mine = await db
    .update(c)
    .set({ ...succeeded, lastRows: rows })
    .where(and(eq(c.platformId, platformId), eq(c.calls, call)))
    .returning({ id: c.platformId });
  return mine.length > 0;
}

/** A CSV import, recorded like a sync (the connection row is made if the platform has none). */
export async function recordImport(db: DbOrTx, platformId: number, rows: number): Promise<void> {
  const status = { ...succeeded, lastRows: rows };
  await db
    .insert(c)
    .values({ platformId, ...status })
    .onConflictDoUpdate({ target: c.platformId, set: status });
}

/** The period, if it is this platform's, locked FOR UPDATE for the import. */
export async function lockPlatformPeriod(db: DbOrTx, platformId: number, periodId: number) {
  const [period] = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.id, periodId), eq(leaderboardPeriods.platformId, platformId)))
    .for('update');
  return period;
}

/**
 * Adds a file's players to a period and updates those already in it (their amount, name and, when the
 * file gives one, favourite game), keeping the others; in the caller's transaction. Answers how many
 * were new.
 */
export async function mergeWagers(tx: DbOrTx, periodId: number, rows: readonly FeedRow[]) {
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const inserted = await tx
      .insert(wagers)
      .values(chunk.map((r) => ({ ...r, periodId })))
      .onConflictDoUpdate({
        target: [wagers.periodId, wagers.playerKey],
        set: {
          displayName: sql`excluded.display_name`,
          wageredCents: sql`excluded.wagered_cents`,
          favoriteGameTitle: sql`coalesce(excluded.favorite_game_title, ${wagers.favoriteGameTitle})`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 for a row this statement inserted, not for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added += inserted.filter((r) => r.inserted).length;
  }
  return added;
}

/** How many players a period has. */
export async function playersIn(db: DbOrTx, periodId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wagers).where(eq(wagers.periodId, periodId));
  return row?.n ?? 0;
}

/** Replaces a period's wagers with a snapshot, in the caller's transaction (all or nothing). */
export async function replaceWagers(tx: DbOrTx, periodId: number, rows: readonly FeedRow[]) {
  await tx.delete(wagers).where(eq(wagers.periodId, periodId));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(wagers).values(rows.slice(i, i + 1000).map((r) => ({ ...r, periodId })));
  }
}
