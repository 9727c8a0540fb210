import { redemptionStatuses } from '@podium/shared/store/schemas';
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

/** Items members buy with points. `quantity` null = unlimited stock; the CHECK keeps stock ≥ 0. */
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
  ],
);

export const redemptionStatus = pgEnum('redemption_status', redemptionStatuses);

/** One purchase: Pending until a moderator processes it, or refunded (points and stock returned) once. */
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
    status: redemptionStatus().notNull().default('pending'),
    processedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_redemptions_user_item_idx').on(t.userId, t.itemId),
    index('store_redemptions_status_idx').on(t.status, t.createdAt),
    index('store_redemptions_item_idx').on(t.itemId),
  ],
);
