import type { Role } from '@podium/shared/common/user';
import type { WorkCounts, WorkKind } from '@podium/shared/staff-work/schemas';
import { and, type Column, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { contactMessages } from '../contact/contact.table.ts';
import { leaderboardStandings } from '../leaderboard/standings.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { storeRedemptions } from '../store/store.table.ts';
import { supportTickets } from '../tickets/tickets.table.ts';

/** The queues each staff role may act on: the guards of those sections' routes (decision 053). */
export const workKindsByRole: Partial<Record<Role, readonly WorkKind[]>> = {
  Moderator: ['redemptions', 'tickets'],
  Admin: ['redemptions', 'tickets', 'payouts', 'contact', 'casino_accounts', 'leaderboard_prizes'],
};

const countWhere = (table: PgTable, where: SQL | undefined): SQL =>
  sql`(select count(*)::int from ${table} where ${where ?? sql`true`})`;

/** Staff never act on their own purchase, ticket or payout: those are not theirs to count. */
const notOwn = (column: Column, viewerId: number | null) =>
  viewerId === null ? undefined : ne(column, viewerId);

/** Each queue's count, a scalar subquery on the queue's own status index. */
const counts: Record<WorkKind, (viewerId: number | null) => SQL> = {
  redemptions: (viewer) =>
    countWhere(
      storeRedemptions,
      and(eq(storeRedemptions.status, 'pending'), notOwn(storeRedemptions.userId, viewer)),
    ),
  tickets: (viewer) =>
    countWhere(supportTickets, and(eq(supportTickets.status, 'open'), notOwn(supportTickets.userId, viewer))),
  payouts: (viewer) =>
    countWhere(payouts, and(eq(payouts.status, 'pending'), notOwn(payouts.userId, viewer))),
  contact: () =>
    countWhere(contactMessages, and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt))),
  casino_accounts: () => countWhere(casinoAccounts, eq(casinoAccounts.status, 'pending')),
  leaderboard_prizes: () => countWhere(leaderboardStandings, eq(leaderboardStandings.status, 'unmatched')),
};

/**
 * The waiting work of the given queues in one statement: one round trip whatever the number of
 * sections, one subquery per queue. `viewerId` leaves out the staff member's own purchases, tickets
 * and payouts.
 */
export async function countWork(
  db: DbOrTx,
  kinds: readonly WorkKind[],
  viewerId: number | null,
): Promise<WorkCounts> {
  if (kinds.length === 0) return {};
  const columns = sql.join(
    kinds.map((kind) => sql`${counts[kind](viewerId)} as ${sql.identifier(kind)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(kinds.map((kind) => [kind, Number(row[kind] ?? 0)]));
}
