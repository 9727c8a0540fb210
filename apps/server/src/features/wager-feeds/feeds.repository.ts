import {
  accountIdProviders,
  DEMO_PROVIDER,
  isApiProvider,
  offeredProviders,
} from '@podium/shared/wager-feeds/messages';
import type { Feed, FeedInput } from '@podium/shared/wager-feeds/schemas';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clearDemoWagers } from '../leaderboard/demo-provider.ts';
import { leaderboardPeriods, leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { listAdminPlatforms } from '../leaderboard/platforms.repository.ts';
import { encryptSecret, integrationsKey, lastFour } from './feed-secrets.ts';
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

/**
 * Saves a platform's provider and connection. The key is encrypted before it reaches the database;
 * left out it stays, null clears it. A casino API needs a key (and Roobet its affiliate user id); the
 * demo is refused where demo content is off, and a board leaving it loses its invented players
 * (decision 033). A changed provider or key is due for a sync at once, its failure count and cooldown
 * reset.
 */
export async function saveFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'secret'>,
  platformId: number,
  input: FeedInput,
) {
  if (!offeredProviders(deps.config.seedDemo).includes(input.provider)) throw wagerFeedErrors.demoOff();
  await deps.db.transaction(async (tx) => {
    const platform = await platformOf(tx, platformId);
    const existing = await connectionOf(tx, platformId);
    const keyAfter = input.api_key === undefined ? (existing?.keyCiphertext ?? null) : input.api_key;
    const accountAfter = input.account_id === undefined ? (existing?.accountId ?? null) : input.account_id;
    if (isApiProvider(input.provider)) {
      if (!keyAfter) throw wagerFeedErrors.keyRequired();
      if (accountIdProviders.includes(input.provider) && !accountAfter)
        throw wagerFeedErrors.accountRequired();
    }
    const key =
      input.api_key === undefined
        ? {}
        : input.api_key === null
          ? { keyCiphertext: null, keyLast4: null }
          : {
              keyCiphertext: encryptSecret(integrationsKey(deps), input.api_key),
              keyLast4: lastFour(input.api_key),
            };
    const newProvider = platform.provider !== input.provider;
    const changed = newProvider || input.api_key !== undefined;
    // A cooldown belongs to a provider's key: a new provider or key starts without one; a new
    // provider also starts without the old one's status.
    const reset = {
      ...(changed ? { failures: 0, nextSyncAt: sql`now()`, lastCallAt: null } : {}),
      ...(newProvider ? { lastSuccessAt: null, lastRows: null, lastError: null, lastErrorAt: null } : {}),
    };
    await tx
      .update(leaderboardPlatforms)
      .set({ provider: input.provider, updatedAt: sql`now()` })
      .where(eq(leaderboardPlatforms.id, platformId));
    if (platform.provider === DEMO_PROVIDER && input.provider !== DEMO_PROVIDER)
      await clearDemoWagers(tx, platformId);
    await tx
      .insert(wagerFeedConnections)
      .values({ platformId, accountId: accountAfter, ...key })
      .onConflictDoUpdate({
        target: wagerFeedConnections.platformId,
        set: { accountId: accountAfter, ...key, ...reset, updatedAt: sql`now()` },
      });
  });
}
