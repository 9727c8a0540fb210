import { predictionStatuses } from '@podium/shared/predictions/rules';
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
 * A points prediction (issue 29, decision 058). `status` is the settlement's guard: the one
 * transaction whose `UPDATE … WHERE status IN ('open','locked')` moves it to resolved or cancelled
 * pays; any other finds it settled. `locks_at` passed also means locked (read by the database clock).
 */
export const predictions = pgTable(
  'predictions',
  {
    id: id(),
    title: text().notNull(),
    status: text({ enum: predictionStatuses }).notNull().default('open'),
    locksAt: timestamp({ withTimezone: true }),
    minStake: bigint({ mode: 'number' }).notNull(),
    maxStake: bigint({ mode: 'number' }).notNull(),
    winningOutcomeId: integer(),
    /** Resolved with nobody on the winner: everyone was refunded. */
    refunded: boolean().notNull().default(false),
    lockedAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    settledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('predictions_status_idx').on(t.status, t.id.desc()),
    check('predictions_status_known', sql`${t.status} in ('open', 'locked', 'resolved', 'cancelled')`),
    check('predictions_stake_limits', sql`${t.minStake} >= 1 and ${t.maxStake} >= ${t.minStake}`),
  ],
);
export type PredictionRow = typeof predictions.$inferSelect;

export const predictionOutcomes = pgTable(
  'prediction_outcomes',
  {
    id: id(),
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    label: text().notNull(),
  },
  (t) => [uniqueIndex('prediction_outcomes_position_key').on(t.predictionId, t.position)],
);
export type PredictionOutcomeRow = typeof predictionOutcomes.$inferSelect;

/**
 * A member's stake on a prediction: one row per member and prediction (the unique index is "one
 * outcome per member"), `amount` grows as they add to it; `additions` numbers the ledger references.
 * `payout` is what settling paid back (null until then).
 */
export const predictionStakes = pgTable(
  'prediction_stakes',
  {
    id: id(),
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    outcomeId: integer()
      .notNull()
      .references(() => predictionOutcomes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    additions: integer().notNull().default(1),
    payout: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prediction_stakes_member_key').on(t.predictionId, t.userId),
    index('prediction_stakes_outcome_idx').on(t.outcomeId, t.amount.desc()),
    check('prediction_stakes_positive', sql`${t.amount} > 0`),
  ],
);
