import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobLeases } from './job-leases.table.ts';

/**
 * Leases on scheduled jobs (decision 014): every statement is one atomic `INSERT … ON CONFLICT` or
 * `UPDATE … WHERE holder = $me`, and every time is the database's `now()`, so processes on different
 * machines (or clocks) agree. Works the same on PGlite and PostgreSQL.
 */
export interface Lease {
  name: string;
  /** Who holds it: one id per scheduler (host, pid, random). */
  holder: string;
}

export interface LeaseTerms extends Lease {
  /** The job is due when this long has passed since its last start, whoever started it. */
  everyMs: number;
  /** A holder that neither renews nor finishes within this long is presumed dead. */
  leaseMs: number;
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Takes the lease if the job is due, in one statement: nobody holds an unexpired lease, and either the
 * interval has passed since the last start or the last run never finished (its holder died or let go).
 * Concurrent callers queue on the row; exactly one of them sees it due. True when `holder` now has it.
 */
export async function acquireLease(db: DbOrTx, { name, holder, everyMs, leaseMs }: LeaseTerms) {
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: sql`now() + ${millis(leaseMs)}`, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: sql`excluded.expires_at`, lastStartedAt: sql`excluded.last_started_at` },
      setWhere: sql`${jobLeases.expiresAt} <= now() and (${jobLeases.holder} is not null
        or ${jobLeases.lastStartedAt} is null or ${jobLeases.lastStartedAt} <= now() - ${millis(everyMs)})`,
    })
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/** Pushes the expiry of a lease still held; false when it is not (another process took it over). */
export async function renewLease(db: DbOrTx, { name, holder, leaseMs }: Lease & { leaseMs: number }) {
  const rows = await db
    .update(jobLeases)
    .set({ expiresAt: sql`now() + ${millis(leaseMs)}` })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/**
 * Ends a run and frees the job: records when and how it ended. Given a transaction, the run's effect
 * and its end commit together. False when the lease was no longer `holder`'s (nothing is written).
 */
export async function finishLease(db: DbOrTx, { name, holder }: Lease, error: string | null = null) {
  const rows = await db
    .update(jobLeases)
    .set({ holder: null, expiresAt: sql`now()`, lastFinishedAt: sql`now()`, lastError: error })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/**
 * On shutdown: expires every lease `holder` still has, so another process takes those runs over at
 * once (they count as unfinished and are run again) instead of waiting out the expiry.
 */
export async function releaseLeases(db: DbOrTx, holder: string): Promise<number> {
  const rows = await db
    .update(jobLeases)
    .set({ expiresAt: sql`now()` })
    .where(eq(jobLeases.holder, holder))
    .returning({ name: jobLeases.name });
  return rows.length;
}

/**
 * Milliseconds until the job is worth trying again: while a run is on, when its lease expires; after
 * it, when the interval since its start has passed (≤ 0: now). Null for a job that never ran.
 */
export async function msUntilDue(db: DbOrTx, name: string, everyMs: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<number>`(extract(epoch from (case when ${jobLeases.holder} is not null
        then ${jobLeases.expiresAt} else ${jobLeases.lastStartedAt} + ${millis(everyMs)} end) - now()) * 1000)::float8`,
    })
    .from(jobLeases)
    .where(eq(jobLeases.name, name));
  return row ? Number(row.ms) : null;
}
