import { type ApiProvider, isApiProvider } from '@podium/shared/wager-feeds/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { leaderboardChanged } from '../leaderboard/leaderboard.live.ts';
import { decryptSecret, integrationsKey } from './feed-secrets.ts';
import { connectionOf, platformOf, startedPeriodsOf } from './feeds.repository.ts';
import { adapters } from './providers/index.ts';
import { FeedError, type FeedRow } from './providers/types.ts';
import { claimCall, countFailure, markSynced, replaceWagers, scheduleNextSync } from './sync.repository.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';

/** A connected casino is synced this often when all is well. */
export const SYNC_EVERY_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'secret' | 'cache' | 'live'>;

/** The wait after the n-th failure in a row: 1, 2, 4 … minutes up to an hour, never under the cooldown. */
export const backoffMs = (failures: number, cooldownMs: number, retryAfterMs: number | null = null) =>
  Math.max(
    cooldownMs,
    retryAfterMs ?? 0,
    Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1)),
  );

async function secondsUntilCallable(db: DbOrTx, platformId: number, cooldownMs: number) {
  const connection = await connectionOf(db, platformId);
  const last = connection?.lastCallAt?.getTime() ?? 0;
  return Math.max(1, Math.ceil((last + cooldownMs - Date.now()) / 1000));
}

interface Prepared {
  provider: ApiProvider;
  apiKey: string;
  accountId: string | null;
  period: { id: number; startsAt: Date; endsAt: Date };
}

/** What a call needs, or the refusal: not a casino API, no key, an unreadable key, no current period. */
async function prepare(deps: Deps, platformId: number): Promise<Prepared> {
  const platform = await platformOf(deps.db, platformId);
  if (!isApiProvider(platform.provider)) throw wagerFeedErrors.notApi();
  const connection = await connectionOf(deps.db, platformId);
  if (!connection?.keyCiphertext) throw wagerFeedErrors.keyRequired();
  const apiKey = decryptSecret(integrationsKey(deps), connection.keyCiphertext);
  if (apiKey === null) throw wagerFeedErrors.keyUnreadable();
  const [current, previous] = await startedPeriodsOf(deps.db, platformId, new Date(), 2);
  if (!current) throw wagerFeedErrors.noPeriod();
  // The period that just ended gets one last sync for its final standings (wagers of its last minutes)
  // when it was being synced while it ran; the current period is synced from the next call on.
  const last = connection.lastSuccessAt;
  const finalSync = previous && last && last >= previous.startsAt && last < previous.endsAt;
  const period = finalSync ? previous : current;
  return { provider: platform.provider, apiKey, accountId: connection.accountId, period };
}

async function callCasino(deps: Deps, p: Prepared, signal?: AbortSignal): Promise<FeedRow[]> {
  const end = new Date(Math.min(Date.now(), p.period.endsAt.getTime()));
  return adapters[p.provider].fetchRows({
    baseUrl: deps.config.wagerFeeds.baseUrls[p.provider],
    apiKey: p.apiKey,
    accountId: p.accountId,
    start: p.period.startsAt,
    end,
    signal,
  });
}

export type FeedLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * A failed call: counted, backed off, and logged at warn only when it differs from the error already
 * on record (a success clears that), so a wrong key or a casino that is down is told once per feed,
 * not at every sync. It is expected: no stack, the casino's words only (never the key or URL).
 */
async function recordFailure(
  db: DbOrTx,
  platformId: number,
  error: FeedError,
  cooldownMs: number,
  log: FeedLog | undefined,
) {
  const before = await connectionOf(db, platformId);
  const failures = await countFailure(db, platformId, error.message);
  await scheduleNextSync(db, platformId, backoffMs(failures ?? 1, cooldownMs, error.retryAfterMs));
  if (before?.lastError !== error.message)
    log?.warn({ platformId, failure: error.kind }, `wager feed: ${error.message}`);
}

/** Claims a call to the casino (see `claimCall`); the next regular sync is due after the usual wait. */
const claim = (db: DbOrTx, platformId: number, cooldownMs: number, scheduled: boolean) =>
  claimCall(db, platformId, { cooldownMs, scheduled, nextInMs: Math.max(SYNC_EVERY_MS, cooldownMs) });

export type SyncOutcome =
  | { synced: true; rows: number }
  | { synced: false; error: string }
  | { skipped: true };

/**
 * One sync of a platform's casino feed: claim the call (cooldown, and due-ness for the schedule), call
 * and parse; only a fully parsed answer replaces the period's wagers, in one transaction that also
 * records the success, and only if no later claim has been made meanwhile. A failure or garbage keeps
 * the last good snapshot and records the error with a back-off. A landed sync drops the cached boards
 * and tells live clients.
 */
export async function syncPlatform(
  deps: Deps,
  platformId: number,
  {
    scheduled = false,
    signal,
    audit,
    log,
  }: {
    scheduled?: boolean;
    signal?: AbortSignal;
    /** Where an expected failure is told once (decision 054). */
    log?: FeedLog;
    /** An admin's "Sync now": what it came to is on record with the snapshot (decision 039). */
    audit?: AuditContext;
  } = {},
): Promise<SyncOutcome> {
  const prepared = await prepare(deps, platformId);
  const { cooldownMs } = adapters[prepared.provider];
  const call = await claim(deps.db, platformId, cooldownMs, scheduled);
  if (call === null) {
    if (scheduled) return { skipped: true };
    throw wagerFeedErrors.cooldown(await secondsUntilCallable(deps.db, platformId, cooldownMs));
  }
  let rows: FeedRow[];
  try {
    rows = await callCasino(deps, prepared, signal);
  } catch (error) {
    const failure = error instanceof FeedError ? error : new FeedError('network', 'The casino call failed');
    await recordFailure(deps.db, platformId, failure, cooldownMs, log);
    return { synced: false, error: failure.message };
  }
  const landed = await deps.db.transaction(async (tx) => {
    // A later call has been claimed: its answer is the newer one.
    const mine = await markSynced(tx, platformId, call, rows.length);
    if (mine) await replaceWagers(tx, prepared.period.id, rows);
    if (audit)
      await recordAudit(tx, audit, {
        action: 'wager-feeds.sync',
        target: { type: 'leaderboard', id: platformId },
        after: mine ? { period_id: prepared.period.id, players: rows.length } : { superseded: true },
      });
    return mine;
  });
  if (!landed) return { skipped: true };
  leaderboardChanged(deps);
  return { synced: true, rows: rows.length };
}

/**
 * "Test connection": one call with the stored key; nothing is written but the claim, which counts for
 * the cooldown and puts the next regular sync off, so the call is on record with it (decision 039).
 */
export async function testConnection(deps: Deps, audit: AuditContext, platformId: number) {
  const prepared = await prepare(deps, platformId);
  const { cooldownMs } = adapters[prepared.provider];
  const call = await deps.db.transaction(async (tx) => {
    const claimed = await claim(tx, platformId, cooldownMs, false);
    if (claimed !== null)
      await recordAudit(tx, audit, {
        action: 'wager-feeds.test',
        target: { type: 'leaderboard', id: platformId },
        after: { provider: prepared.provider },
      });
    return claimed;
  });
  if (call === null)
    throw wagerFeedErrors.cooldown(await secondsUntilCallable(deps.db, platformId, cooldownMs));
  try {
    const rows = await callCasino(deps, prepared);
    return { ok: true as const, rows: rows.length };
  } catch (error) {
    return {
      ok: false as const,
      message: error instanceof FeedError ? error.message : 'The casino call failed',
    };
  }
}
