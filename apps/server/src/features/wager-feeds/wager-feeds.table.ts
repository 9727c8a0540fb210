import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';

/**
 * A leaderboard platform's casino connection and sync state (decision 026). The provider itself is
 * `leaderboard_platforms.provider`; the wagers land in the one `wagers` table. One row per platform,
 * made on first save; `next_sync_at` and `last_call_at` let exactly one process claim a call at a
 * time with a conditional UPDATE, within the provider's cooldown.
 */
export const wagerFeedConnections = pgTable(
  'wager_feed_connections',
  {
    platformId: integer()
      .primaryKey()
      .references(() => leaderboardPlatforms.id, { onDelete: 'cascade' }),
    /** The affiliate's own account id where the API asks for one (Roobet's userId); not a secret. */
    accountId: text(),
    /** The API key, AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url). Never answered, never logged. */
    keyCiphertext: text(),
    /** Its last 4 characters, all the admin ever sees of it. */
    keyLast4: text(),
    /** The scheduled sync is due from this moment (pushed by each claim; back-off after failures). */
    nextSyncAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last call to the casino (claimed), for its cooldown. */
    lastCallAt: timestamp({ withTimezone: true }),
    /** Calls claimed so far: a sync lands only if no later call was claimed while it ran. */
    calls: integer().notNull().default(0),
    /** Failures in a row since the last success: the back-off grows with them. */
    failures: integer().notNull().default(0),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastErrorAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Players in the last snapshot that landed. */
    lastRows: integer(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wager_feed_connections_failures_non_negative', sql`${t.failures} >= 0`),
    check('wager_feed_connections_rows_non_negative', sql`${t.lastRows} >= 0`),
  ],
);
