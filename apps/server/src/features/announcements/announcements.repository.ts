import type { Announcement, AnnouncementSettings } from '@podium/shared/announcements/schemas';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type AnnouncementRow, announcementSettings, announcements } from './announcements.table.ts';

/** Tries before an announcement is given up on (its error stays visible in the admin list). */
export const MAX_ATTEMPTS = 10;
/** A claimed row is not tried again before this (a process that died while posting is taken over). */
const CLAIM_MS = 60_000;

export async function webhookUrl(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(announcementSettings).limit(1);
  return row?.discordWebhookUrl ?? null;
}

/** The webhook, its row (when there is one) locked FOR UPDATE: an admin's change. */
export async function lockWebhookUrl(tx: Tx): Promise<string | null> {
  const [row] = await tx.select().from(announcementSettings).limit(1).for('update');
  return row?.discordWebhookUrl ?? null;
}

export async function saveWebhookUrl(db: DbOrTx, url: string | null): Promise<void> {
  await db
    .insert(announcementSettings)
    .values({ id: 1, discordWebhookUrl: url })
    .onConflictDoUpdate({
      target: announcementSettings.id,
      set: { discordWebhookUrl: url, updatedAt: sql`now()` },
    });
}

/** Whether a webhook is set and its recognisable end, never the whole secret. */
export function maskedSettings(url: string | null): AnnouncementSettings {
  if (!url) return { discord_webhook_set: false, discord_webhook_hint: null };
  const { origin } = new URL(url);
  return { discord_webhook_set: true, discord_webhook_hint: `${origin}/…${url.slice(-4)}` };
}

/** Pending rows due now, oldest first (only ids: each is then claimed on its own). */
export async function dueAnnouncements(db: DbOrTx, limit = 20): Promise<number[]> {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        isNull(announcements.sentAt),
        lte(announcements.nextAttemptAt, sql`now()`),
        sql`${announcements.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .orderBy(asc(announcements.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes one announcement for a try, in one conditional statement: still unsent, due, and not taken by
 * another process within the last minute. Only one caller gets the row; the others get nothing.
 */
export async function claimAnnouncement(db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({
      attempts: sql`${announcements.attempts} + 1`,
      nextAttemptAt: sql`now() + ${CLAIM_MS}::double precision * interval '1 millisecond'`,
    })
    .where(
      and(
        eq(announcements.id, id),
        isNull(announcements.sentAt),
        lte(announcements.nextAttemptAt, sql`now()`),
        sql`${announcements.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .returning();
  return row;
}

export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(announcements)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(and(eq(announcements.id, id), isNull(announcements.sentAt)));
}

/** A failed try: tried again after `retryInMs` (Discord's retry_after, or the back-off). */
export async function markFailed(db: DbOrTx, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .update(announcements)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${Math.max(0, Math.round(retryInMs))}::double precision * interval '1 millisecond'`,
    })
    .where(and(eq(announcements.id, id), isNull(announcements.sentAt)));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function recentAnnouncements(db: DbOrTx, limit = 50): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    content: r.content,
    status: r.sentAt ? 'sent' : r.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt.toISOString(),
    sent_at: iso(r.sentAt),
    created_at: r.createdAt.toISOString(),
  }));
}

/** A queued announcement, once per key: a second one with the same key changes nothing. */
export async function insertAnnouncementOnce(db: DbOrTx, key: string, content: string): Promise<void> {
  await db.insert(announcements).values({ key, content }).onConflictDoNothing({ target: announcements.key });
}
