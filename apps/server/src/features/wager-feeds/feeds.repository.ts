import { isApiProvider, offeredProviders } from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from '../leaderboard/leaderboard.table.ts';
import { listAdminPlatforms } from '../leaderboard/platforms.repository.ts';
import { adapters } from './providers/index.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';
import { wagerFeedConnections } from './wager-feeds.table.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const cooldownSeconds = (provider: string) =>
  isApiProvider(provider) ? adapters[provider].cooldownMs / 1000 : 0;

/**
 * Every platform's feed, in the boards' order: provider and the providers it may switch to, key set or
 * not (last 4), sync status, period.
 */
export async function listFeeds({ db, config }: Pick<AppDeps, 'db' | 'config'>): Promise<Feed[]> {
  const platforms = await listAdminPlatforms(db);
  const providers = [...offeredProviders(config.seedDemo)];
  const connections = await db.select().from(wagerFeedConnections);
  const byPlatform = new Map(connections.map((c) => [c.platformId, c]));
  const periods = await uploadPeriods(
    db,
    platforms.map((p) => p.id),
  );
  return platforms.map((p) => {
    const c = byPlatform.get(p.id);
    return {
      platform_id: p.id,
      platform_name: p.name,
      platform_slug: p.slug,
      provider: p.provider,
      providers,
      account_id: c?.accountId ?? null,
      key_set: Boolean(c?.keyCiphertext),
      key_last4: c?.keyCiphertext ? (c.keyLast4 ?? null) : null,
      cooldown_seconds: cooldownSeconds(p.provider),
      last_synced_at: iso(c?.lastSuccessAt ?? null),
      last_attempt_at: iso(c?.lastCallAt ?? null),
      last_error: c?.lastError ?? null,
      last_error_at: iso(c?.lastErrorAt ?? null),
      last_rows: c?.lastRows ?? null,
      next_sync_at: c && isApiProvider(p.provider) && c.keyCiphertext ? iso(c.nextSyncAt) : null,
      current_period: p.current_period,
      periods: periods.get(p.id) ?? [],
    };
  });
}

/**
 * Each platform's periods a CSV may go to, newest first: the latest two that have started (the
 * current one and the one before), with their players. Two queries for every board at once.
 */
async function uploadPeriods(db: DbOrTx, platformIds: number[], now = new Date()) {
  const byPlatform = new Map<number, Feed['periods']>();
  if (platformIds.length === 0) return byPlatform;
  const ranked = db
    .select({
      id: leaderboardPeriods.id,
      platformId: leaderboardPeriods.platformId,
      startsAt: leaderboardPeriods.startsAt,
      endsAt: leaderboardPeriods.endsAt,
      rank: sql<number>`row_number() over (partition by ${leaderboardPeriods.platformId} order by ${leaderboardPeriods.startsAt} desc)`.as(
        'rank',
      ),
    })
    .from(leaderboardPeriods)
    .where(and(inArray(leaderboardPeriods.platformId, platformIds), lte(leaderboardPeriods.startsAt, now)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, 2)).orderBy(desc(ranked.startsAt));
  const counts = rows.length
    ? await db
        .select({ periodId: wagers.periodId, players: count() })
        .from(wagers)
        .where(
          inArray(
            wagers.periodId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(wagers.periodId)
    : [];
  const players = new Map(counts.map((c) => [c.periodId, c.players]));
  for (const r of rows) {
    const list = byPlatform.get(r.platformId) ?? [];
    list.push({
      id: r.id,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      players: players.get(r.id) ?? 0,
    });
    byPlatform.set(r.platformId, list);
  }
  return byPlatform;
}

export async function platformOf(db: DbOrTx, platformId: number) {
  const [row] = await db
    .select({ id: leaderboardPlatforms.id, provider: leaderboardPlatforms.provider })
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, platformId));
  if (!row) throw wagerFeedErrors.notFound();
  return row;
}

export async function connectionOf(db: DbOrTx, platformId: number) {
  const [row] = await db
    .select()
    .from(wagerFeedConnections)
    .where(eq(wagerFeedConnections.platformId, platformId));
  return row;
}

/** The platform's latest periods that have started, newest first: the current one, then the one before. */
export function startedPeriodsOf(db: DbOrTx, platformId: number, now = new Date(), limit = 1) {
  return db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.platformId, platformId), lte(leaderboardPeriods.startsAt, now)))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(limit);
}

/** The platform's current period: the latest that has started. */
export async function currentPeriodOf(db: DbOrTx, platformId: number, now = new Date()) {
  const [row] = await startedPeriodsOf(db, platformId, now);
  return row;
}

/** The platform and its provider, locked FOR UPDATE for an admin's change of its feed. */
export async function lockFeedPlatform(tx: Tx, platformId: number) {
  const [row] = await tx
    .select({ id: leaderboardPlatforms.id, provider: leaderboardPlatforms.provider })
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, platformId))
    .for('update');
  if (!row) throw wagerFeedErrors.notFound();
  return row;
}

export async function setFeedProvider(tx: Tx, platformId: number, provider: string): Promise<void> {
  await tx
    .update(leaderboardPlatforms)
    .set({ provider, updatedAt: sql`now()` })
    .where(eq(leaderboardPlatforms.id, platformId));
}

/**
 * Writes a platform's connection (made on first save). `key` left out keeps the stored one. `reset`:
 * a new key starts without a cooldown and is due for a sync at once; a new provider also starts
 * without the old one's status.
 */
export async function saveConnection(
  tx: Tx,
  platformId: number,
  connection: {
    accountId: string | null;
    key?: { keyCiphertext: string | null; keyLast4: string | null };
    reset: 'none' | 'key' | 'provider';
  },
): Promise<void> {
  const { accountId, key = {}, reset: why } = connection;
  const reset = {
    ...(why !== 'none' ? { failures: 0, nextSyncAt: sql`now()`, lastCallAt: null } : {}),
    ...(why === 'provider'
      ? { lastSuccessAt: null, lastRows: null, lastError: null, lastErrorAt: null }
      : {}),
  };
  await tx
    .insert(wagerFeedConnections)
    .values({ platformId, accountId, ...key })
    .onConflictDoUpdate({
      target: wagerFeedConnections.platformId,
      set: { accountId, ...key, ...reset, updatedAt: sql`now()` },
    });
}
