import { casinoAccountStatuses } from '@podium/shared/common/casino-accounts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const casinoAccountStatus = pgEnum('casino_account_status', casinoAccountStatuses);

/**
 * A casino account (decision 042): one row per (casino slot, account key) for ever. The key is
 * `casinoAccountKey(username)` (shared), the same as the wager table's player key, so rewards from
 * wager are keyed to the account, not to whoever typed the name. A member links it from Settings
 * (pending), staff verify or refuse it, clearing the link releases it (holder null, the row stays),
 * and a later link by anyone is the same row again, pending. Only a verified account earns.
 */
export const casinoAccounts = pgTable(
  'casino_accounts',
  {
    id: id(),
    /** The Settings slot (1–3: crypto, crypto2, crypto3) a leaderboard platform maps to by `casino_slot`. */
    slot: smallint().notNull(),
    accountKey: text().notNull(),
    /** The name as the current (or last) holder typed it. */
    username: text().notNull(),
    /** Who holds it now; null when released. Members are never deleted (023), so no ON DELETE. */
    holderId: integer().references(() => users.id),
    status: casinoAccountStatus().notNull().default('pending'),
    refusalReason: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** When the current holder linked it (or an admin moved it to them). */
    linkedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('casino_accounts_slot_key').on(t.slot, t.accountKey),
    // A member holds at most one account per casino slot.
    uniqueIndex('casino_accounts_holder_slot_key')
      .on(t.holderId, t.slot)
      .where(sql`${t.holderId} is not null`),
    index('casino_accounts_status_idx').on(t.status, t.createdAt),
    check('casino_accounts_slot_range', sql`${t.slot} between 1 and 3`),
    check('casino_accounts_key_nonempty', sql`${t.accountKey} <> ''`),
    check(
      'casino_accounts_refusal_reason',
      sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
  ],
);

export type CasinoAccountRow = typeof casinoAccounts.$inferSelect;
