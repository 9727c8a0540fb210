import { prizeTypes } from '@podium/shared/common/prizes';
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
import { createdAt, id } from '../../db/columns.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { users } from '../users/users.table.ts';
import { raffles, raffleWinners } from './raffles.table.ts';

export const rafflePrizeType = pgEnum('raffle_prize_type', prizeTypes);

/**
 * A raffle's prize per place (decision 044). `amount`: cents for cash, points for points, null for
 * custom (the description says it). Replaced whole by an edit before the draw; fixed once drawn.
 */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    prizeType: rafflePrizeType().notNull(),
    amount: bigint({ mode: 'number' }),
    description: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('raffle_prizes_position_key').on(t.raffleId, t.position),
    check('raffle_prizes_position_positive', sql`${t.position} > 0`),
    check(
      'raffle_prizes_amount',
      sql`(${t.prizeType} = 'custom' and ${t.amount} is null) or (${t.prizeType} <> 'custom' and ${t.amount} > 0)`,
    ),
  ],
);

export const rafflePrizeTakeBack = pgEnum('raffle_prize_take_back', [
  'points_taken_back',
  'payout_rejected',
  'payout_kept',
  'custom',
]);

/**
 * A place's prize handed to one winner row, written by the draw or re-draw that drew them (decision 044).
 * Paid once per place: one award per winner row, and one award per prize not taken back (a re-draw
 * takes the replaced winner's back first). Points are credited with ledger reference
 * `raffle_prize:<award id>`; cash is the payout with source `raffle` and this row's id.
 */
export const rafflePrizeAwards = pgTable(
  'raffle_prize_awards',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    prizeId: integer()
      .notNull()
      .references(() => rafflePrizes.id, { onDelete: 'restrict' }),
    winnerId: integer()
      .notNull()
      .references(() => raffleWinners.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    prizeType: rafflePrizeType().notNull(),
    /** As the prize was when it was awarded. */
    amount: bigint({ mode: 'number' }),
    payoutId: integer().references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** Set by a re-draw of this winner, with what became of the prize. */
    takenBackAt: timestamp({ withTimezone: true }),
    takenBack: rafflePrizeTakeBack(),
    /** Points actually taken back: the prize, or less when the member had spent them. */
    pointsTakenBack: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('raffle_prize_awards_winner_key').on(t.winnerId),
    uniqueIndex('raffle_prize_awards_prize_key').on(t.prizeId).where(sql`${t.takenBackAt} is null`),
    index('raffle_prize_awards_raffle_idx').on(t.raffleId, t.id),
    check('raffle_prize_awards_taken_back', sql`(${t.takenBackAt} is null) = (${t.takenBack} is null)`),
  ],
);

export type RafflePrizeRow = typeof rafflePrizes.$inferSelect;
export type RafflePrizeAwardRow = typeof rafflePrizeAwards.$inferSelect;
