import { standingStatuses } from '@podium/shared/leaderboard/standings';
import { sql } from 'drizzle-orm';
import {
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
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { users } from '../users/users.table.ts';
import { leaderboardPeriods } from './leaderboard.table.ts';

export const standingStatus = pgEnum('leaderboard_standing_status', standingStatuses);

/**
 * A closed period's final standings (decision 063), frozen once in the closing transaction: the record
 * the board and the history read after the close, whatever the feed writes later. A prize rank is
 * matched to a member through a verified casino account (its payout: source `leaderboard_prize`,
 * source id = this row) or waits for staff (unmatched, held, skipped). Reopening deletes the rows.
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    id: id(),
    periodId: integer()
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    rank: integer().notNull(),
    /** The name as the board showed it. */
    displayName: text().notNull(),
    /** The wager row's player key (the casino username key): for matching, never shown publicly. */
    playerKey: text().notNull(),
    avatarUrl: text(),
    favoriteGameTitle: text(),
    wageredCents: bigint({ mode: 'number' }).notNull(),
    /** The rank's prize when the period closed; 0 for a rank without one. */
    prizeCents: bigint({ mode: 'number' }).notNull().default(0),
    status: standingStatus().notNull().default('none'),
    /** The member it was matched to (automatically or by staff). Members are never deleted (023). */
    userId: integer().references(() => users.id),
    casinoAccountId: integer().references(() => casinoAccounts.id),
    /** Skipped or held: why. */
    reason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leaderboard_standings_period_rank_key').on(t.periodId, t.rank),
    index('leaderboard_standings_open_idx').on(t.status).where(sql`${t.status} in ('unmatched', 'held')`),
    index('leaderboard_standings_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('leaderboard_standings_prize', sql`(${t.prizeCents} > 0) = (${t.status} <> 'none')`),
    check('leaderboard_standings_matched', sql`(${t.status} = 'queued') = (${t.userId} is not null)`),
    check(
      'leaderboard_standings_reason',
      sql`${t.status} not in ('skipped', 'held') or ${t.reason} is not null`,
    ),
  ],
);

export type StandingRow = typeof leaderboardStandings.$inferSelect;
