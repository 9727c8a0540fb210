import { slotRequestRewardKinds, slotRequestStatuses } from '@podium/shared/slot-requests/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * The slot catalogue (issue 29, decision 059): what members can request, found by name. Imported by
 * CSV (name, provider, image) and grown from the bonus hunts' played slots; one row per name (any
 * case). `banned`: cannot be requested.
 */
export const slotCatalogue = pgTable(
  'slot_catalogue',
  {
    id: id(),
    name: text().notNull(),
    provider: text(),
    image: text(),
    banned: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('slot_catalogue_name_key').on(sql`lower(${t.name})`)],
);
export type SlotRow = typeof slotCatalogue.$inferSelect;

/**
 * The queue's settings, one row (id 1). Money in cents, multipliers in hundredths (as bonus hunts).
 * `reward_kind` points (`reward_points`) or cash (`reward_cents`, to the payout queue); 0: no reward.
 */
export const slotRequestSettings = pgTable(
  'slot_request_settings',
  {
    id: integer().primaryKey().default(1),
    open: boolean().notNull().default(false),
    perMember: integer().notNull().default(1),
    costPoints: bigint({ mode: 'number' }).notNull().default(0),
    minAccountDays: integer().notNull().default(0),
    minLevel: integer().notNull().default(1),
    rewardKind: text({ enum: slotRequestRewardKinds }).notNull().default('points'),
    rewardPoints: bigint({ mode: 'number' }).notNull().default(0),
    rewardCents: bigint({ mode: 'number' }).notNull().default(0),
    rewardMultiplierHundredths: bigint({ mode: 'number' }).notNull().default(10_000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('slot_request_settings_one_row', sql`${t.id} = 1`),
    check('slot_request_settings_reward_kind_known', sql`${t.rewardKind} in ('points', 'cash')`),
  ],
);
export type SlotRequestSettingsRow = typeof slotRequestSettings.$inferSelect;

/**
 * A member's request for a slot. `status` is every change's guard (a conditional update from the
 * statuses it may leave). One queued request per slot (the partial unique index). `cost` is what the
 * member paid (refunded once: `refunded`); `reward` the points marking it played paid, `reward_cents`
 * the cash it queued (payout source `slot_request`, source id = this row; null: none).
 */
export const slotRequests = pgTable(
  'slot_requests',
  {
    id: id(),
    slotId: integer()
      .notNull()
      .references(() => slotCatalogue.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: slotRequestStatuses }).notNull().default('open'),
    source: text({ enum: ['site', 'chat'] })
      .notNull()
      .default('site'),
    cost: bigint({ mode: 'number' }).notNull().default(0),
    refunded: boolean().notNull().default(false),
    betCents: bigint({ mode: 'number' }),
    winCents: bigint({ mode: 'number' }),
    multiplierHundredths: bigint({ mode: 'number' }),
    reward: bigint({ mode: 'number' }),
    rewardCents: bigint({ mode: 'number' }),
    pickId: integer(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slot_requests_queued_slot_key').on(t.slotId).where(sql`${t.status} in ('open', 'picked')`),
    index('slot_requests_member_idx').on(t.userId, t.status),
    index('slot_requests_status_idx').on(t.status, t.id),
    check('slot_requests_status_known', sql`${t.status} in ('open', 'picked', 'played', 'removed')`),
    check('slot_requests_cost_non_negative', sql`${t.cost} >= 0`),
  ],
);
export type SlotRequestRow = typeof slotRequests.$inferSelect;

/**
 * A provably fair pick over the open requests (the shared commit-reveal draw, decision 059): created
 * with its server seed's hash (shown before the pick); the pick freezes the open requests as `tickets`,
 * sets the client seed, draws at nonce 0 and reveals the seed. At most one pick waits at a time.
 */
export const slotRequestPicks = pgTable(
  'slot_request_picks',
  {
    id: id(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    algorithm: text(),
    clientSeed: text(),
    /** The frozen list: [{ index, entry_id (request id), user_id, name (masked), slot }]. */
    tickets: jsonb().$type<PickTicket[]>(),
    ticketIndex: integer(),
    requestId: integer().references(() => slotRequests.id, { onDelete: 'set null' }),
    drawnBy: integer().references(() => users.id, { onDelete: 'set null' }),
    drawnAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('slot_request_picks_waiting_key').on(sql`(1)`).where(sql`${t.drawnAt} is null`)],
);
export type SlotRequestPickRow = typeof slotRequestPicks.$inferSelect;

export interface PickTicket {
  index: number;
  entry_id: number;
  user_id: number;
  name: string;
  slot: string;
}
