import { roles } from '@podium/shared/common/user';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

export const userRole = pgEnum('user_role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    discordId: text(),
    username: text().notNull(),
    name: text(),
    email: text(),
    avatar: text(),
    role: userRole().notNull().default('Member'),
    bio: text(),
    crypto: text(),
    crypto2: text(),
    crypto3: text(),
    twitterUser: text(),
    instagramUser: text(),
    youtubeUser: text(),
    tiktokUser: text(),
    kickUsername: text(),
    kickUserId: text(),
    /** Points and XP are bigint (exact as JS numbers below 2^53; the ledger caps them, see MAX_POINTS_BALANCE). */
    points: bigint({ mode: 'number' }).notNull().default(0),
    /** Lifetime points credited (never decreases): drives points milestones. */
    pointsEarned: bigint({ mode: 'number' }).notNull().default(0),
    xp: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the member deleted their account: personal data is gone, the row stays (decision 023). */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Set while an Admin has banned the member (decision 041): no session, no sign-in, no earnings, out
     * of public lists. Cleared by an unban; the history is in the audit log.
     */
    bannedAt: timestamp({ withTimezone: true }),
    /** The Admin's reason, for staff (the member is not shown it). */
    banReason: text(),
    bannedBy: integer().references((): AnyPgColumn => users.id),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_discord_id_key').on(t.discordId),
    uniqueIndex('users_kick_user_id_key').on(t.kickUserId),
    uniqueIndex('users_kick_username_lower_key').on(sql`lower(${t.kickUsername})`),
    // A casino username belongs to one member per casino.
    uniqueIndex('users_crypto_lower_key').on(sql`lower(${t.crypto})`),
    uniqueIndex('users_crypto2_lower_key').on(sql`lower(${t.crypto2})`),
    uniqueIndex('users_crypto3_lower_key').on(sql`lower(${t.crypto3})`),
    index('users_points_idx').on(t.points),
    check('users_points_non_negative', sql`${t.points} >= 0`),
    check('users_xp_non_negative', sql`${t.xp} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
