import { payoutStatuses } from '@podium/shared/common/payout-status';
import { payoutSources } from '@podium/shared/payouts/schemas';
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
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';

export const payoutStatus = pgEnum('payout_status', payoutStatuses);
export const payoutSource = pgEnum('payout_source', payoutSources);

/**
 * The one queue of everything paid in cash (VIP cash rewards, wager-raffle cash prizes): pending until
 * an admin other than the member marks it paid (with a reference such as a tip id) or rejects it (with
 * a reason the member sees). One payout per source row (`source`, `source_id`). Members with payouts
 * are never deleted (restrict): the record of money owed or paid stays.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    source: payoutSource().notNull(),
    sourceId: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** What it is for, as the member and the admin read it ('VIP reward: Gold (Roobet)'). */
    description: text().notNull(),
    /** Where to send it: the casino and the member's casino username there when it was requested. */
    platformId: integer().references(() => leaderboardPlatforms.id, { onDelete: 'set null' }),
    casinoUsername: text(),
    /** The casino account it is sent to (decision 042): a verified one held by the member when requested. */
    casinoAccountId: integer().references(() => casinoAccounts.id),
    status: payoutStatus().notNull().default('pending'),
    /** Paid: the tip or transfer id. */
    reference: text(),
    /** Rejected: why, shown to the member. */
    reason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_source_key').on(t.source, t.sourceId),
    index('payouts_status_idx').on(t.status, t.createdAt),
    index('payouts_casino_account_idx').on(t.casinoAccountId),
    index('payouts_user_idx').on(t.userId, t.createdAt.desc()),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payouts_decision_recorded',
      sql`(${t.status} = 'pending' and ${t.decidedAt} is null) or (${t.status} = 'paid' and ${t.decidedAt} is not null and ${t.reference} is not null) or (${t.status} = 'rejected' and ${t.decidedAt} is not null and ${t.reason} is not null)`,
    ),
  ],
);
