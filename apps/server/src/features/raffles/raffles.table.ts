import { raffleEntryTypes } from '@podium/shared/raffles/messages';
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
import { users } from '../users/users.table.ts';

/**
 * A raffle. `server_seed` is the secret of the provably fair draw: only its hash is shown until
 * `drawn_at` is set (decision 018). `drawn_at IS NULL` is the draw's guard: the one transaction that
 * sets it draws the winners.
 */
export const raffles = pgTable(
  'raffles',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    numberOfWinners: integer().notNull(),
    allowPasswordlessEntry: boolean().notNull().default(false),
    allowPointsEntry: boolean().notNull().default(false),
    /** Null means 1 point (SPEC §5). */
    pointsPerEntry: bigint({ mode: 'number' }),
    /** Most points tickets one member may hold; null = no limit. */
    maxTicketsPerMember: integer(),
    /** scrypt of the normalised password; null = no password entry. */
    passwordHash: text(),
    isPaused: boolean().notNull().default(false),
    /** Winners must claim within this many hours of being drawn; null = no claim step (decision 064). */
    claimWindowHours: integer(),
    /** How many times an unclaimed prize may be re-drawn automatically (decision 064). */
    autoRedrawsAllowed: integer().notNull().default(0),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    /** SHA-256 of the frozen ticket list, set by the draw. */
    clientSeed: text(),
    /** The algorithm the client seed was hashed with, set with it; null: podium-draw-v1 (decision 040). */
    drawAlgorithm: text(),
    drawnAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('raffles_ends_at_idx').on(t.endsAt),
    // The scheduled draw's scan: raffles past their end, not drawn or cancelled yet.
    index('raffles_due_idx').on(t.endsAt).where(sql`${t.drawnAt} is null and ${t.cancelledAt} is null`),
    check('raffles_winners_range', sql`${t.numberOfWinners} between 1 and 100`),
    check('raffles_points_per_entry_positive', sql`${t.pointsPerEntry} is null or ${t.pointsPerEntry} > 0`),
    check(
      'raffles_max_tickets_positive',
      sql`${t.maxTicketsPerMember} is null or ${t.maxTicketsPerMember} > 0`,
    ),
    check('raffles_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'raffles_claim_window_range',
      sql`${t.claimWindowHours} is null or ${t.claimWindowHours} between 1 and 168`,
    ),
    check('raffles_auto_redraws_range', sql`${t.autoRedrawsAllowed} between 0 and 10`),
  ],
);

export const raffleEntryType = pgEnum('raffle_entry_type', raffleEntryTypes);

/**
 * One ticket (SPEC §3 "one per ticket"). A member's free and password entries are one each per raffle,
 * enforced by the two partial unique indexes; removed tickets stay (with who removed them) and still
 * count there. Members with entries are never deleted (restrict), so a drawn list stays verifiable.
 */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    entryType: raffleEntryType().notNull(),
    /** Points this ticket cost (0 for free and password tickets). */
    pointsSpent: bigint({ mode: 'number' }).notNull().default(0),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('raffle_entries_raffle_idx').on(t.raffleId, t.id),
    index('raffle_entries_user_idx').on(t.userId, t.raffleId),
    uniqueIndex('raffle_entries_free_once_key')
      .on(t.raffleId, t.userId)
      .where(sql`${t.entryType} = 'passwordless'`),
    uniqueIndex('raffle_entries_password_once_key')
      .on(t.raffleId, t.userId)
      .where(sql`${t.entryType} = 'password'`),
    check('raffle_entries_points_non_negative', sql`${t.pointsSpent} >= 0`),
  ],
);

export const raffleDrawKind = pgEnum('raffle_draw_kind', ['draw', 'redraw']);

/** Every draw of a raffle, in nonce order: the draw (nonce 0) and each re-draw of one winner. */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    nonce: integer().notNull(),
    kind: raffleDrawKind().notNull(),
    winnersWanted: integer().notNull(),
    replacedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    /** The admin who drew; null for the scheduled draw. */
    drawnBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A re-draw of a prize not claimed in time, by the claim job (decision 064). */
    automatic: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_draws_nonce_key').on(t.raffleId, t.nonce)],
);

/**
 * Who was drawn, by which draw, for which place. A member is drawn at most once per raffle (replaced
 * ones included), and each place has one current winner.
 */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    id: id(),
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    drawId: integer()
      .notNull()
      .references(() => raffleDraws.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    entryId: integer()
      .notNull()
      .references(() => raffleEntries.id, { onDelete: 'restrict' }),
    ticketIndex: integer().notNull(),
    replacedAt: timestamp({ withTimezone: true }),
    /** With a claim window: drawn time + window, on the database clock (decision 064). */
    claimDeadline: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    /** The claim reminder was sent (once). */
    claimRemindedAt: timestamp({ withTimezone: true }),
    /** Not claimed in time and not re-drawn: the prize stays unawarded, with why. */
    unclaimedAt: timestamp({ withTimezone: true }),
    unclaimedReason: text({ enum: ['limit', 'no_member_left'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('raffle_winners_member_key').on(t.raffleId, t.userId),
    uniqueIndex('raffle_winners_position_key').on(t.raffleId, t.position).where(sql`${t.replacedAt} is null`),
    index('raffle_winners_draw_idx').on(t.drawId),
    // The claim job's scan: winners still waiting to claim.
    index('raffle_winners_claim_idx')
      .on(t.claimDeadline)
      .where(
        sql`${t.claimDeadline} is not null and ${t.claimedAt} is null and ${t.replacedAt} is null and ${t.unclaimedAt} is null`,
      ),
    check(
      'raffle_winners_unclaimed_reason',
      sql`(${t.unclaimedAt} is null) = (${t.unclaimedReason} is null)`,
    ),
  ],
);

/**
 * The name each member is published by in the frozen list (masked, SPEC §9), written once by the draw
 * (decision 040): `podium-draw-v2` hashes it, so it must not follow a later rename.
 */
export const raffleDrawNames = pgTable(
  'raffle_draw_names',
  {
    raffleId: integer()
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.userId] })],
);

export type RaffleRow = typeof raffles.$inferSelect;
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;
