import { type AnnouncementKind, kindOfKey } from '@podium/shared/announcements/messages';
import type { Announcement, AnnouncementStatus } from '@podium/shared/announcements/schemas';
import { and, asc, desc, eq, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type AnnouncementRow, announcements as a } from './announcements.table.ts';

/** Tries before an announcement is given up on (its error stays visible in the admin list). */
export const MAX_ATTEMPTS = 10;
/** A claimed row is not tried again before this (a process that died while posting is taken over). */
const CLAIM_MS = 60_000;
/** A row waiting longer than this is not posted: it expires (decision 055). */
export const EXPIRES_AFTER = sql`interval '1 day'`;

const open = and(isNull(a.sentAt), isNull(a.closedReason));
const fresh = sql`${a.queuedAt} > now() - ${EXPIRES_AFTER}`;

/** The key prefix of each kind, for the rows of kinds switched off. */
const prefixes: Record<AnnouncementKind, string> = {
  raffle_drawn: 'raffle-drawn:',
  wager_raffle_drawn: 'wager-raffle:',
  tournament_completed: 'tournament-completed:',
  bonus_hunt_finished: 'bonus-hunt:',
  slot_challenge_won: 'slot-challenge:',
  leaderboard_winners: 'leaderboard-winners:',
};

/**
 * Closes what must not be posted, before any post: rows waiting over a day (expired: a webhook saved
 * late does not post old news in a burst) and rows of kinds switched off since they were queued
 * (skipped). Conditional updates, safe for two processes at once.
 */
export async function closeStale(db: DbOrTx, muted: readonly AnnouncementKind[]): Promise<void> {
  await db
    .update(a)
    .set({ closedReason: 'expired', closedAt: sql`now()` })
    .where(and(open, sql`${a.queuedAt} <= now() - ${EXPIRES_AFTER}`));
  if (muted.length === 0) return;
  await db
    .update(a)
    .set({ closedReason: 'skipped', closedAt: sql`now()` })
    .where(and(open, or(...muted.map((k) => like(a.key, `${prefixes[k]}%`)))));
}

/** Open rows due now, oldest first (only ids: each is then claimed on its own). */
export async function dueAnnouncements(db: DbOrTx, limit = 20): Promise<number[]> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(and(open, fresh, lte(a.nextAttemptAt, sql`now()`), sql`${a.attempts} < ${MAX_ATTEMPTS}`))
    .orderBy(asc(a.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes one announcement for a try, in one conditional statement: still open and fresh, due, and not
 * taken by another process within the last minute. Only one caller gets the row.
 */
export async function claimAnnouncement(db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(a)
    .set({
      attempts: sql`${a.attempts} + 1`,
      nextAttemptAt: sql`now() + ${CLAIM_MS}::double precision * interval '1 millisecond'`,
    })
    .where(
      and(eq(a.id, id), open, fresh, lte(a.nextAttemptAt, sql`now()`), sql`${a.attempts} < ${MAX_ATTEMPTS}`),
    )
    .returning();
  return row;
}

export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(a)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(and(eq(a.id, id), isNull(a.sentAt)));
}

/** A failed try: tried again after `retryInMs` (Discord's retry_after, or the back-off). */
export async function markFailed(db: DbOrTx, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .update(a)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${Math.max(0, Math.round(retryInMs))}::double precision * interval '1 millisecond'`,
    })
    .where(and(eq(a.id, id), isNull(a.sentAt)));
}

/** Sent; else closed (cancelled, expired, skipped); else failed once it has an error; else pending. */
export function statusOf(r: AnnouncementRow): AnnouncementStatus {
  if (r.sentAt) return 'sent';
  if (r.closedReason) return r.closedReason;
  return r.lastError ? 'failed' : 'pending';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function recentAnnouncements(db: DbOrTx, limit = 50): Promise<Announcement[]> {
  const rows = await db.select().from(a).orderBy(desc(a.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    kind: kindOfKey(r.key),
    content: r.content,
    status: statusOf(r),
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt.toISOString(),
    sent_at: iso(r.sentAt),
    closed_at: iso(r.closedAt),
    created_at: r.createdAt.toISOString(),
  }));
}

/** One row, locked FOR UPDATE for an admin's Retry or Cancel. */
export async function lockAnnouncement(tx: Tx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
  return row;
}

/** Retry: open again and due now, with a fresh day to be posted in and its tries counted anew. */
export async function reopenAnnouncement(tx: Tx, id: number): Promise<void> {
  await tx
    .update(a)
    .set({
      closedReason: null,
      closedAt: null,
      lastError: null,
      attempts: 0,
      queuedAt: sql`now()`,
      nextAttemptAt: sql`now()`,
    })
    .where(and(eq(a.id, id), isNull(a.sentAt)));
}

export async function cancelAnnouncement(tx: Tx, id: number): Promise<void> {
  await tx
    .update(a)
    .set({ closedReason: 'cancelled', closedAt: sql`now()` })
    .where(and(eq(a.id, id), open));
}

/** A queued announcement, once per key: a second one with the same key changes nothing. */
export async function insertAnnouncementOnce(db: DbOrTx, key: string, content: string): Promise<void> {
  await db.insert(a).values({ key, content }).onConflictDoNothing({ target: a.key });
}
