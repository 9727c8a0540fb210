import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

/**
 * The announcement outbox (decision 027): a row is written inside the transaction of the effect it
 * tells about (a raffle drawn, a tournament completed), keyed so it is written once, and a scheduled
 * job posts it to the Discord webhook later, marking `sent_at` once Discord accepted it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    /** What it announces, e.g. `raffle-drawn:12`: the same key is never announced twice. */
    key: text().notNull(),
    content: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Not tried again before this time (back-off after a failure, Discord's retry_after on 429). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * Since when it waits to be posted: its creation, or an admin's Retry. A row waiting over a day is
     * not posted (it expires): a webhook saved late does not post old news in a burst (decision 055).
     */
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Closed unsent: cancelled by an admin, expired (over a day old), or skipped (its kind is off). */
    closedReason: text({ enum: ['cancelled', 'expired', 'skipped'] }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('announcements_key_key').on(t.key),
    index('announcements_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    check('announcements_content_length', sql`char_length(${t.content}) between 1 and 2000`),
    check(
      'announcements_closed_reason',
      sql`${t.closedReason} is null or ${t.closedReason} in ('cancelled', 'expired', 'skipped')`,
    ),
  ],
);

/**
 * One row (id = 1): where announcements go. Kept apart from the public site settings because the
 * webhook URL is a secret (anyone holding it can post to the channel): it is never sent back whole.
 */
export const announcementSettings = pgTable(
  'announcement_settings',
  {
    id: integer().primaryKey().default(1),
    discordWebhookUrl: text(),
    /** The kinds of announcement switched off (every other kind is announced, new kinds too). */
    mutedKinds: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [check('announcement_settings_single_row', sql`${t.id} = 1`)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
