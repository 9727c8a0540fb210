import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * A slot tournament (decision 022). The payout amounts are set per tournament. `paid_at IS NULL` is the
 * payout's guard: the one transaction that sets it pays every member; `payout_revision` numbers the
 * corrections after that, so each adjustment has its own ledger reference.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    name: text().notNull(),
    size: integer().notNull(),
    isActive: boolean().notNull().default(true),
    predictionsActive: boolean().notNull().default(false),
    pointsPerCorrect: bigint({ mode: 'number' }).notNull().default(0),
    xpPerCorrect: bigint({ mode: 'number' }).notNull().default(0),
    perfectBonusPoints: bigint({ mode: 'number' }).notNull().default(0),
    perfectBonusXp: bigint({ mode: 'number' }).notNull().default(0),
    paidAt: timestamp({ withTimezone: true }),
    payoutRevision: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tournaments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('tournaments_size_allowed', sql`${t.size} in (4, 8, 16, 32, 64)`),
    check(
      'tournaments_payouts_non_negative',
      sql`${t.pointsPerCorrect} >= 0 and ${t.xpPerCorrect} >= 0 and ${t.perfectBonusPoints} >= 0 and ${t.perfectBonusXp} >= 0`,
    ),
  ],
);

/**
 * One match of the bracket. Round 1 holds the slots; later rounds fill as winners advance. Multipliers
 * are hundredths (2 decimals, SPEC §9); `winner_slot` is 1 or 2.
 */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: id(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    matchNumber: integer().notNull(),
    slot1Name: text(),
    slot2Name: text(),
    slot1UserId: integer().references(() => users.id, { onDelete: 'set null' }),
    slot2UserId: integer().references(() => users.id, { onDelete: 'set null' }),
    slot1Multiplier: bigint({ mode: 'number' }),
    slot2Multiplier: bigint({ mode: 'number' }),
    winnerSlot: smallint(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tournament_matches_position_key').on(t.tournamentId, t.round, t.matchNumber),
    check('tournament_matches_winner_slot', sql`${t.winnerSlot} is null or ${t.winnerSlot} in (1, 2)`),
    check(
      'tournament_matches_multipliers_non_negative',
      sql`coalesce(${t.slot1Multiplier}, 0) >= 0 and coalesce(${t.slot2Multiplier}, 0) >= 0`,
    ),
  ],
);

/** A member's bracket for one tournament: one per member; each save merges into its picks (decision 045). */
export const tournamentPredictions = pgTable(
  'tournament_predictions',
  {
    id: id(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last save: Top Performers' final tie-break is the earliest. */
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_predictions_member_key').on(t.tournamentId, t.userId),
    index('tournament_predictions_user_idx').on(t.userId, t.id.desc()),
  ],
);

/**
 * One pick: the predicted winner of one match, by seed (its place in round 1, the slot's identity: two
 * slots may share a name; decision 046), with the name as it was picked (SPEC §3 shows it).
 */
export const tournamentPicks = pgTable(
  'tournament_picks',
  {
    id: id(),
    predictionId: integer()
      .notNull()
      .references(() => tournamentPredictions.id, { onDelete: 'cascade' }),
    matchId: integer()
      .notNull()
      .references(() => tournamentMatches.id, { onDelete: 'cascade' }),
    winnerName: text().notNull(),
    winnerSeed: smallint().notNull(),
  },
  (t) => [
    uniqueIndex('tournament_picks_match_key').on(t.predictionId, t.matchId),
    check('tournament_picks_seed_range', sql`${t.winnerSeed} between 1 and 64`),
  ],
);

/**
 * What one member has been paid for one tournament (unique: once per member per tournament). A
 * correction pays the difference between what is due now and these totals, then updates them.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    id: id(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    correct: integer().notNull(),
    perfect: boolean().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    xp: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tournament_payouts_member_key').on(t.tournamentId, t.userId)],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentMatchRow = typeof tournamentMatches.$inferSelect;
