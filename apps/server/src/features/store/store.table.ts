import { redemptionStatuses, storeItemKinds } from '@podium/shared/store/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const storeItemKind = pgEnum('store_item_kind', storeItemKinds);

/**
 * Items members buy with points. `quantity` null = unlimited stock; the CHECK keeps stock ≥ 0. A `cash`
 * item pays `cash_cents` to the member's casino account through the payout queue (decision 043).
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    cost: bigint({ mode: 'number' }).notNull(),
    quantity: integer(),
    maxPurchasesPerUser: integer(),
    kind: storeItemKind().notNull().default('item'),
    cashCents: bigint({ mode: 'number' }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_items_cost_positive', sql`${t.cost} > 0`),
    check('store_items_quantity_non_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check(
      'store_items_limit_positive',
      sql`${t.maxPurchasesPerUser} is null or ${t.maxPurchasesPerUser} > 0`,
    ),
    check(
      'store_items_cash_amount',
      sql`(${t.kind} = 'item' and ${t.cashCents} is null) or (${t.kind} = 'cash' and ${t.cashCents} > 0)`,
    ),
  ],
);

export const redemptionStatus = pgEnum('redemption_status', redemptionStatuses);

/**
 * One purchase: Pending until a moderator processes it, or refunded (points and stock returned) once. A
 * cash item's purchase records its sum (`cash_cents`) and is `payout` from the start: its payout
 * (source `store`, source id = this id) is the queue; a rejected payout refunds it (decision 043).
 */
export const storeRedemptions = pgTable(
  'store_redemptions',
  {
    id: id(),
    itemId: integer()
      .notNull()
      .references(() => storeItems.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Points paid (the item's cost at the time). */
    cost: bigint({ mode: 'number' }).notNull(),
    /** A cash item's sum at the time; null for an item. */
    cashCents: bigint({ mode: 'number' }),
    status: redemptionStatus().notNull().default('pending'),
    processedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Who refunded it and why (an Admin's refund after processing, a rejected payout). */
    refundedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    refundReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // A cash purchase is in the payout queue or refunded, an item's never is (text: the enum's new value).
    check(
      'store_redemptions_cash_status',
      sql`(${t.cashCents} is null and ${t.status}::text <> 'payout') or (${t.cashCents} > 0 and ${t.status}::text in ('payout', 'refunded'))`,
    ),
    index('store_redemptions_user_item_idx').on(t.userId, t.itemId),
    index('store_redemptions_status_idx').on(t.status, t.createdAt),
    index('store_redemptions_item_idx').on(t.itemId),
  ],
);
