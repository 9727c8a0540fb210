import type { PayoutExportQuery } from '@podium/shared/payouts/schemas';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { payouts } from './payouts.table.ts';

/** The day after a UTC day (YYYY-MM-DD), as a timestamp: `to` is inclusive. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The payouts of one status for the CSV export (decision 043), oldest first: the member, the casino
 * and the username to send to, the amount and what decided it. `from`/`to` (UTC days, inclusive) filter
 * when it was decided, or for pending payouts when it was requested.
 */
export async function payoutsForExport(db: DbOrTx, query: PayoutExportQuery) {
  const when = query.status === 'pending' ? payouts.createdAt : payouts.decidedAt;
  return db
    .select({
      id: payouts.id,
      member: users.username,
      casino: leaderboardPlatforms.name,
      casinoUsername: payouts.casinoUsername,
      amountCents: payouts.amountCents,
      description: payouts.description,
      status: payouts.status,
      reference: payouts.reference,
      decidedAt: payouts.decidedAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, payouts.platformId))
    .where(
      and(
        eq(payouts.status, query.status),
        query.from ? gte(when, dayStart(query.from)) : undefined,
        query.to ? lt(when, nextDay(query.to)) : undefined,
      ),
    )
    .orderBy(asc(sql`${when}`), asc(payouts.id));
}
