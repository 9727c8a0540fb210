import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * The points and XP ledger: append-only. Every change to a member's balance is one row here, written
 * in the same transaction as the cached balance on `users` (ARCHITECTURE.md "Points and XP are a ledger").
 */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed points change. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** XP awarded with it (never negative). */
    xp: bigint({ mode: 'number' }).notNull().default(0),
    /** What kind of event: admin_adjustment, store_purchase, store_refund, raffle_entry, chat, … */
    kind: text().notNull(),
    reason: text().notNull(),
    /** The thing that caused it ('store_redemption:12'); unique per member, so a redelivered event counts once. */
    reference: text(),
    /** The admin who made an adjustment. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_transactions_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('points_transactions_reference_key').on(t.userId, t.reference),
    check('points_transactions_xp_non_negative', sql`${t.xp} >= 0`),
    check('points_transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
