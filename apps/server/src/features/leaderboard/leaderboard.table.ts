import { timeframes } from '@podium/shared/leaderboard/schemas';
import { DEFAULT_PROVIDER } from '@podium/shared/wager-feeds/messages';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export const timeframe = pgEnum('leaderboard_timeframe', timeframes);

export const leaderboardPlatforms = pgTable(
  'leaderboard_platforms',
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    timeframe: timeframe().notNull().default('monthly'),
    currencySymbol: text().notNull().default('$'),
    /** Prize per rank (index 0 = rank 1), in cents. */
    prizesCents: jsonb().$type<number[]>().notNull().default([]),
    isPaused: boolean().notNull().default(false),
    pauseMessage: text().notNull().default(''),
    /**
     * Which wager feed fills this board (decision 026): 'csv', a casino API, or 'demo' (invented players,
     * only where the site shows demo content). New boards take theirs from `newBoardProvider` (decision
     * 033); the column's default is the one that invents no one.
     */
    provider: text().notNull().default(DEFAULT_PROVIDER),
    /** The platform's logo (VIP tabs, wager-raffle casinos). */
    image: text(),
    /**
     * Which casino username from a member's Settings identifies them on this platform: 1 = crypto,
     * 2 = crypto2, 3 = crypto3 (labels crypto1_label…crypto3_label); null = members are not matched.
     */
    casinoSlot: smallint(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leaderboard_platforms_slug_key').on(t.slug),
    check('leaderboard_platforms_casino_slot_range', sql`${t.casinoSlot} between 1 and 3`),
  ],
);

/** A board's periods; the current one is the latest that has started. Ended periods keep their wagers. */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    id: id(),
    platformId: integer()
      .notNull()
      .references(() => leaderboardPlatforms.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * When its final standings were frozen (decision 063); null while it runs, waits to close, or after
     * an admin reopened it. Set by one conditional update, so a period closes once however many race.
     */
    closedAt: timestamp({ withTimezone: true }),
    /** How many times it was closed (a reopen and a new close counts again): keys its announcement. */
    closings: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('leaderboard_periods_open_idx').on(t.endsAt).where(sql`${t.closedAt} is null`),
    uniqueIndex('leaderboard_periods_platform_start_key').on(t.platformId, t.startsAt),
    check('leaderboard_periods_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Per-player wagered totals for one period: the one source for leaderboards (ARCHITECTURE.md "Wagers"). */
export const wagers = pgTable(
  'wagers',
  {
    periodId: integer()
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    /** The provider's stable player id, or the lower-cased casino username. */
    playerKey: text().notNull(),
    displayName: text().notNull(),
    avatarUrl: text(),
    favoriteGameTitle: text(),
    wageredCents: bigint({ mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.playerKey] }),
    index('wagers_period_wagered_idx').on(t.periodId, t.wageredCents.desc()),
    check('wagers_non_negative', sql`${t.wageredCents} >= 0`),
  ],
);
