import { wagerRafflePrizeTypes } from '@podium/shared/wager-raffles/messages';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A wager raffle (decision 024): tickets come from the wager table, floor(wager on its casinos in
 * [starts_at, ends_at) / cents_per_ticket). `frozen_at` is set once when the ticket ranges are written
 * to `wager_raffle_tickets` (at the end, or at an earlier draw); `drawn_at IS NULL` is the draw's guard.
 * `server_seed` stays on the server until drawn; only its hash is public from creation.
 */
export const wagerRaffles = pgTable(
  'wager_raffles',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    centsPerTicket: bigint({ mode: 'number' }).notNull(),
    autoDraw: boolean().notNull().default(true),
    allowMultipleWins: boolean().notNull().default(false),
    /** Winners must claim within this many hours of being drawn; null = no claim step (decision 064). */
    claimWindowHours: integer(),
    /** How many times an unclaimed prize may be re-drawn automatically (decision 064). */
    autoRedrawsAllowed: integer().notNull().default(0),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    /** SHA-256 of the frozen ranges, set with `frozen_at`. */
    clientSeed: text(),
    /** The algorithm the client seed was hashed with, set with it; null: podium-draw-v1 (decision 040). */
    drawAlgorithm: text(),
    frozenAt: timestamp({ withTimezone: true }),
    drawnAt: timestamp({ withTimezone: true }),
    drawnBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wager_raffles_ends_at_idx').on(t.endsAt),
    index('wager_raffles_due_idx').on(t.endsAt).where(sql`${t.drawnAt} is null`),
    check('wager_raffles_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('wager_raffles_cents_per_ticket_positive', sql`${t.centsPerTicket} > 0`),
    check('wager_raffles_drawn_after_frozen', sql`${t.drawnAt} is null or ${t.frozenAt} is not null`),
    check(
      'wager_raffles_claim_window_range',
      sql`${t.claimWindowHours} is null or ${t.claimWindowHours} between 1 and 168`,
    ),
    check('wager_raffles_auto_redraws_range', sql`${t.autoRedrawsAllowed} between 0 and 10`),
  ],
);
export type WagerRaffleRow = typeof wagerRaffles.$inferSelect;

/** The casinos (leaderboard platforms) whose wagers count. */
export const wagerRaffleCasinos = pgTable(
  'wager_raffle_casinos',
  {
    raffleId: integer()
      .notNull()
      .references(() => wagerRaffles.id, { onDelete: 'cascade' }),
    platformId: integer()
      .notNull()
      .references(() => leaderboardPlatforms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.platformId] })],
);

export const wagerRafflePrizeType = pgEnum('wager_raffle_prize_type', wagerRafflePrizeTypes);

/** Prizes by position. `amount`: cents for cash, points for points, null for custom (the description says it). */
export const wagerRafflePrizes = pgTable(
  'wager_raffle_prizes',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => wagerRaffles.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    prizeType: wagerRafflePrizeType().notNull(),
    amount: bigint({ mode: 'number' }),
    description: text().notNull().default(''),
    imageUrl: text(),
  },
  (t) => [
    uniqueIndex('wager_raffle_prizes_position_key').on(t.raffleId, t.position),
    check('wager_raffle_prizes_position_positive', sql`${t.position} > 0`),
    check(
      'wager_raffle_prizes_amount',
      sql`(${t.prizeType} = 'custom' and ${t.amount} is null) or (${t.prizeType} <> 'custom' and ${t.amount} > 0)`,
    ),
  ],
);

/** The frozen ticket list: one contiguous range per member, written once with `frozen_at`. */
export const wagerRaffleTickets = pgTable(
  'wager_raffle_tickets',
  {
    raffleId: integer()
      .notNull()
      .references(() => wagerRaffles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    firstTicket: bigint({ mode: 'number' }).notNull(),
    lastTicket: bigint({ mode: 'number' }).notNull(),
    wageredCents: bigint({ mode: 'number' }).notNull(),
    /** The member's published name (masked, SPEC §9) frozen with the list; null before decision 040. */
    name: text(),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.userId] }),
    uniqueIndex('wager_raffle_tickets_first_key').on(t.raffleId, t.firstTicket),
    check('wager_raffle_tickets_range', sql`${t.firstTicket} >= 1 and ${t.lastTicket} >= ${t.firstTicket}`),
  ],
);

/**
 * One winning ticket per prize (unique prize), a ticket wins once (unique raffle + ticket). Cash prizes
 * point at their payout; points prizes are credited through the ledger with reference
 * `wager_raffle_prize:<prize id>`; custom ones are handed over by an admin.
 */
export const wagerRaffleWinners = pgTable(
  'wager_raffle_winners',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => wagerRaffles.id, { onDelete: 'cascade' }),
    prizeId: integer()
      .notNull()
      .references(() => wagerRafflePrizes.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ticketNumber: bigint({ mode: 'number' }).notNull(),
    payoutId: integer().references(() => payouts.id, { onDelete: 'restrict' }),
    handedOverAt: timestamp({ withTimezone: true }),
    handedOverBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The draw's nonce: 0 for the draw, 1, 2… for each re-draw of an unclaimed prize (decision 064). */
    nonce: integer().notNull().default(0),
    /** A re-draw: the member it replaced and why. */
    replacedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    /** Set when this winner was re-drawn: the prize moved to the row with the next nonce. */
    replacedAt: timestamp({ withTimezone: true }),
    /** With a claim window: drawn time + window, on the database clock (decision 064). */
    claimDeadline: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    claimRemindedAt: timestamp({ withTimezone: true }),
    /** Not claimed in time and not re-drawn: the prize stays unawarded, with why. */
    unclaimedAt: timestamp({ withTimezone: true }),
    unclaimedReason: text({ enum: ['limit', 'no_member_left'] }),
    createdAt: createdAt(),
  },
  (t) => [
    // One current winner per prize; replaced winners stay for the record.
    uniqueIndex('wager_raffle_winners_prize_key').on(t.prizeId).where(sql`${t.replacedAt} is null`),
    uniqueIndex('wager_raffle_winners_ticket_key').on(t.raffleId, t.ticketNumber),
    // Each re-draw has its own nonce.
    uniqueIndex('wager_raffle_winners_nonce_key').on(t.raffleId, t.nonce).where(sql`${t.nonce} > 0`),
    index('wager_raffle_winners_user_idx').on(t.userId),
    index('wager_raffle_winners_claim_idx')
      .on(t.claimDeadline)
      .where(
        sql`${t.claimDeadline} is not null and ${t.claimedAt} is null and ${t.replacedAt} is null and ${t.unclaimedAt} is null`,
      ),
    check(
      'wager_raffle_winners_unclaimed_reason',
      sql`(${t.unclaimedAt} is null) = (${t.unclaimedReason} is null)`,
    ),
  ],
);
