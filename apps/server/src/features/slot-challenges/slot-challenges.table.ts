import { challengePrizeKinds, claimStatuses } from '@podium/shared/slot-challenges/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A slot challenge (bounty; issue 29, decision 060): "first to hit `min_multiplier`× on `game` at a
 * bet of at least `min_bet_cents` on `platform` wins the prize", open from `starts_at` to `ends_at`
 * for `places` winners. `places_taken` is the approvals' guard: an approval takes the next place with
 * `UPDATE … SET places_taken = places_taken + 1 WHERE places_taken < places`, so two approvals for
 * the last place cannot both win.
 */
export const slotChallenges = pgTable(
  'slot_challenges',
  {
    id: id(),
    game: text().notNull(),
    minMultiplier: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    minBetCents: bigint({ mode: 'number' }).notNull(),
    prizeKind: text({ enum: challengePrizeKinds }).notNull(),
    prizeCents: bigint({ mode: 'number' }),
    prizePoints: bigint({ mode: 'number' }),
    prizeText: text(),
    /** The casino it must be played on; its `casino_slot` names the member's verified account. */
    platformId: integer()
      .notNull()
      .references(() => leaderboardPlatforms.id, { onDelete: 'restrict' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    places: integer().notNull(),
    placesTaken: integer().notNull().default(0),
    /** When the last place was taken. */
    closedAt: timestamp({ withTimezone: true }),
    /** When an admin cancelled it (no more claims; its pending claims refused; nothing paid taken back). */
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('slot_challenges_ends_idx').on(t.endsAt.desc()),
    check('slot_challenges_places', sql`${t.places} >= 1 and ${t.placesTaken} between 0 and ${t.places}`),
    check('slot_challenges_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('slot_challenges_targets', sql`${t.minMultiplier} > 0 and ${t.minBetCents} >= 0`),
    check(
      'slot_challenges_prize',
      sql`(${t.prizeKind} = 'cash' and ${t.prizeCents} > 0) or (${t.prizeKind} = 'points' and ${t.prizePoints} > 0) or (${t.prizeKind} = 'custom' and ${t.prizeText} is not null)`,
    ),
  ],
);
export type SlotChallengeRow = typeof slotChallenges.$inferSelect;

/**
 * A member's claim on a challenge, with proof (a bet link and/or an image URL) and the verified casino
 * account it was played on. Reviewed first-come: pending → approved (with its `place`) or refused
 * (with a reason the member sees). One pending claim per member and challenge.
 */
export const slotChallengeClaims = pgTable(
  'slot_challenge_claims',
  {
    id: id(),
    challengeId: integer()
      .notNull()
      .references(() => slotChallenges.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    casinoAccountId: integer()
      .notNull()
      .references(() => casinoAccounts.id),
    /** The casino username as the account had it when claimed. */
    casinoUsername: text().notNull(),
    betUrl: text(),
    imageUrl: text(),
    status: text({ enum: claimStatuses }).notNull().default('pending'),
    place: integer(),
    reason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('slot_challenge_claims_pending_key')
      .on(t.challengeId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('slot_challenge_claims_place_key').on(t.challengeId, t.place),
    index('slot_challenge_claims_queue_idx').on(t.status, t.createdAt, t.id),
    check('slot_challenge_claims_proof', sql`${t.betUrl} is not null or ${t.imageUrl} is not null`),
    check('slot_challenge_claims_status_known', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check(
      'slot_challenge_claims_decision',
      sql`(${t.status} = 'pending' and ${t.decidedAt} is null and ${t.place} is null) or (${t.status} = 'approved' and ${t.place} is not null and ${t.decidedAt} is not null) or (${t.status} = 'refused' and ${t.reason} is not null and ${t.decidedAt} is not null and ${t.place} is null)`,
    ),
  ],
);
export type SlotChallengeClaimRow = typeof slotChallengeClaims.$inferSelect;
