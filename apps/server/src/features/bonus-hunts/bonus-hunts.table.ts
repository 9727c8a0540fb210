import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * A bonus hunt (decision 025). Money is in cents. `finished_at IS NULL` is the payout's guard: the one
 * transaction that sets it pays the winners; `payout_revision` numbers the corrections after that, so
 * each adjustment has its own ledger reference. `opening_game_id` is the game being opened (its
 * `pending_win`). The current hunt is the newest started, running or finished (`currentHunt`, decision 045).
 */
export const bonusHunts = pgTable(
  'bonus_hunts',
  {
    id: id(),
    title: text().notNull(),
    startBalanceCents: bigint({ mode: 'number' }).notNull(),
    predictionsActive: boolean().notNull().default(false),
    prizePoints: bigint({ mode: 'number' }).notNull().default(0),
    prizeXp: bigint({ mode: 'number' }).notNull().default(0),
    /** A win above this many times its bet needs the admin's confirmation (decision 047). */
    largeWinMultiplier: integer().notNull().default(10_000),
    openingGameId: integer(),
    finishedAt: timestamp({ withTimezone: true }),
    payoutRevision: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bonus_hunts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bonus_hunts_running_idx').on(t.finishedAt, t.createdAt.desc()),
    check(
      'bonus_hunts_amounts_non_negative',
      sql`${t.startBalanceCents} >= 0 and ${t.prizePoints} >= 0 and ${t.prizeXp} >= 0`,
    ),
    check('bonus_hunts_large_win_multiplier_positive', sql`${t.largeWinMultiplier} >= 1`),
  ],
);

/**
 * One slot bought for the hunt, in opening order (`position`); `win_cents` once it is opened.
 * `removed_at`: removed by the admin, kept so an Undo can restore it with its win and position within
 * the undo window (decision 047); every read, statistic and overlay leaves removed games out.
 */
export const bonusHuntGames = pgTable(
  'bonus_hunt_games',
  {
    id: id(),
    huntId: integer()
      .notNull()
      .references(() => bonusHunts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    slotName: text().notNull(),
    provider: text().notNull(),
    image: text(),
    betCents: bigint({ mode: 'number' }).notNull(),
    winCents: bigint({ mode: 'number' }),
    openedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_hunt_games_order_idx').on(t.huntId, t.position, t.id),
    check(
      'bonus_hunt_games_amounts_non_negative',
      sql`${t.betCents} >= 0 and coalesce(${t.winCents}, 0) >= 0`,
    ),
  ],
);

/**
 * A member's prediction for one hunt: one per member per hunt (unique), updated while predictions are
 * open. `submitted_at` is the last save: ties between equally close predictions go to the earlier one.
 */
export const bonusHuntPredictions = pgTable(
  'bonus_hunt_predictions',
  {
    id: id(),
    huntId: integer()
      .notNull()
      .references(() => bonusHunts.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endBalanceCents: bigint({ mode: 'number' }).notNull(),
    highestMultiplierHundredths: bigint({ mode: 'number' }).notNull(),
    highestMultiplierGame: text().notNull(),
    createdAt: createdAt(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_hunt_predictions_member_key').on(t.huntId, t.userId),
    index('bonus_hunt_predictions_user_idx').on(t.userId, t.id.desc()),
    check(
      'bonus_hunt_predictions_non_negative',
      sql`${t.endBalanceCents} >= 0 and ${t.highestMultiplierHundredths} >= 0`,
    ),
  ],
);

/**
 * What one member has been paid for one hunt (unique: once per member per hunt), with the categories
 * won. A correction pays the difference between what is due now and these totals, then updates them.
 */
export const bonusHuntPayouts = pgTable(
  'bonus_hunt_payouts',
  {
    id: id(),
    huntId: integer()
      .notNull()
      .references(() => bonusHunts.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categories: text().array().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    xp: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bonus_hunt_payouts_member_key').on(t.huntId, t.userId)],
);

export type BonusHuntRow = typeof bonusHunts.$inferSelect;
export type BonusHuntGameRow = typeof bonusHuntGames.$inferSelect;
