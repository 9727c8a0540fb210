import { isApiProvider, offeredProviders } from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPeriods, leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
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
    };
  });
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
