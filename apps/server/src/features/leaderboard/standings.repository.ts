import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { activeMember } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { leaderboardPeriods, leaderboardPlatforms, wagers } from './leaderboard.table.ts';
import { leaderboardStandings, type StandingRow } from './standings.table.ts';

type PeriodRow = typeof leaderboardPeriods.$inferSelect;
export type NewStanding = typeof leaderboardStandings.$inferInsert;

/** The payout source of a prize rank (decision 063). */
export const PRIZE_SOURCE = 'leaderboard_prize' as const;

const endedBy = (graceMs: number): SQL =>
  sql`${leaderboardPeriods.endsAt} <= now() - make_interval(secs => ${graceMs / 1000})`;

/** Periods that ended `graceMs` ago or more by the database clock and are not closed, oldest first. */
export async function periodsToClose(db: DbOrTx, graceMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(and(isNull(leaderboardPeriods.closedAt), endedBy(graceMs)))
    .orderBy(asc(leaderboardPeriods.endsAt), asc(leaderboardPeriods.id));
  return rows.map((r) => r.id);
}

/**
 * Closes the period, once: the conditional update is the guard (decision 014), so of any number of
 * callers racing on it (processes, admins), one gets the row and the others nothing. It also waits for
 * a reopen or a match holding the row, and re-checks against what they committed.
 */
export async function markPeriodClosed(tx: Tx, periodId: number, graceMs: number) {
  const [row] = await tx
    .update(leaderboardPeriods)
    .set({ closedAt: sql`now()`, closings: sql`${leaderboardPeriods.closings} + 1` })
    .where(and(eq(leaderboardPeriods.id, periodId), isNull(leaderboardPeriods.closedAt), endedBy(graceMs)))
    .returning();
  return row;
}

/** The period and its board; `lock` takes the period row FOR UPDATE (reopen) or FOR SHARE (a prize decision). */
export async function periodWithPlatform(db: DbOrTx, periodId: number, lock?: 'update' | 'share') {
  const query = db
    .select({ period: leaderboardPeriods, platform: leaderboardPlatforms })
    .from(leaderboardPeriods)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, leaderboardPeriods.platformId))
    .where(eq(leaderboardPeriods.id, periodId));
  const [row] = await (lock ? query.for(lock, { of: leaderboardPeriods }) : query);
  return row;
}

/** Whether the period has ended by the database clock. */
export async function hasEnded(db: DbOrTx, period: Pick<PeriodRow, 'id'>): Promise<boolean> {
  const [row] = await db
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.id, period.id), endedBy(0)));
  return row !== undefined;
}

/** The period's wager rows in board order (the tie-break on the key makes the ranks repeatable). */
export function finalWagers(tx: DbOrTx, periodId: number) {
  return tx
    .select()
    .from(wagers)
    .where(eq(wagers.periodId, periodId))
    .orderBy(desc(wagers.wageredCents), asc(sql`lower(${wagers.displayName})`), asc(wagers.playerKey));
}

const CHUNK = 500;

/** Inserts the frozen rows (chunked) and answers each one's id by rank. */
export async function insertStandings(tx: Tx, rows: NewStanding[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const saved = await tx
      .insert(leaderboardStandings)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: leaderboardStandings.id, rank: leaderboardStandings.rank });
    for (const s of saved) ids.set(s.rank, s.id);
  }
  return ids;
}

/**
 * The active member holding the verified casino account (slot, key), share-locked: it cannot change
 * hands or state until the payout naming it commits (decision 042).
 */
export async function verifiedHolder(tx: Tx, slot: number, key: string) {
  const [row] = await tx
    .select({ accountId: casinoAccounts.id, username: casinoAccounts.username, userId: users.id })
    .from(casinoAccounts)
    .innerJoin(users, eq(users.id, casinoAccounts.holderId))
    .where(
      and(
        eq(casinoAccounts.slot, slot),
        eq(casinoAccounts.accountKey, key),
        eq(casinoAccounts.status, 'verified'),
        activeMember,
      ),
    )
    .for('share', { of: casinoAccounts });
  return row;
}

/** A prize rank matched to a member: its payout is queued in the same transaction. */
export async function setMatched(
  tx: Tx,
  id: number,
  match: { userId: number; casinoAccountId: number; actorId: number | null; reason?: string | null },
) {
  await tx
    .update(leaderboardStandings)
    .set({
      status: 'queued',
      userId: match.userId,
      casinoAccountId: match.casinoAccountId,
      reason: match.reason ?? null,
      decidedBy: match.actorId,
      decidedAt: match.actorId === null ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(leaderboardStandings.id, id));
}

/** One standing FOR UPDATE (a staff decision on it). */
export async function lockStanding(tx: Tx, id: number): Promise<StandingRow | undefined> {
  const [row] = await tx
    .select()
    .from(leaderboardStandings)
    .where(eq(leaderboardStandings.id, id))
    .for('update');
  return row;
}

export async function findStanding(db: DbOrTx, id: number): Promise<StandingRow | undefined> {
  const [row] = await db.select().from(leaderboardStandings).where(eq(leaderboardStandings.id, id));
  return row;
}

/** Skip, Hold or Release: the new state, its reason and who decided. */
export async function setDecision(
  tx: Tx,
  id: number,
  status: 'skipped' | 'held' | 'unmatched',
  reason: string | null,
  actorId: number,
) {
  await tx
    .update(leaderboardStandings)
    .set({ status, reason, decidedBy: actorId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(leaderboardStandings.id, id));
}

/** The payouts of a period's prize ranks, locked FOR UPDATE (a reopen decides on them). */
export function periodPayouts(tx: Tx, periodId: number) {
  return tx
    .select({ id: payouts.id, status: payouts.status, standingId: payouts.sourceId, userId: payouts.userId })
    .from(payouts)
    .innerJoin(
      leaderboardStandings,
      and(eq(payouts.source, PRIZE_SOURCE), eq(payouts.sourceId, leaderboardStandings.id)),
    )
    .where(eq(leaderboardStandings.periodId, periodId))
    .orderBy(asc(payouts.id))
    .for('update', { of: payouts });
}

export async function deleteStandings(tx: Tx, periodId: number): Promise<number> {
  const rows = await tx
    .delete(leaderboardStandings)
    .where(eq(leaderboardStandings.periodId, periodId))
    .returning({ id: leaderboardStandings.id });
  return rows.length;
}

/** Reopens a closed period (the caller holds its row FOR UPDATE). */
export async function markPeriodOpen(tx: Tx, periodId: number): Promise<void> {
  await tx
    .update(leaderboardPeriods)
    .set({ closedAt: null })
    .where(and(eq(leaderboardPeriods.id, periodId), isNotNull(leaderboardPeriods.closedAt)));
}

/** The prize ranks of some periods with their member, payout and decider (admin). */
export async function prizeRanksOf(db: DbOrTx, periodIds: number[]) {
  if (periodIds.length === 0) return [];
  const deciders = sql`(select username from users d where d.id = ${leaderboardStandings.decidedBy})`;
  return db
    .select({
      s: leaderboardStandings,
      memberName: users.username,
      payoutId: payouts.id,
      payoutStatus: payouts.status,
      deciderName: sql<string | null>`${deciders}`,
    })
    .from(leaderboardStandings)
    .leftJoin(users, eq(users.id, leaderboardStandings.userId))
    .leftJoin(payouts, and(eq(payouts.source, PRIZE_SOURCE), eq(payouts.sourceId, leaderboardStandings.id)))
    .where(
      and(inArray(leaderboardStandings.periodId, periodIds), sql`${leaderboardStandings.prizeCents} > 0`),
    )
    .orderBy(asc(leaderboardStandings.periodId), asc(leaderboardStandings.rank));
}

/** Prize ranks waiting for staff (unmatched), on one board or all. */
export async function unmatchedCount(db: DbOrTx, platformId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaderboardStandings)
    .innerJoin(leaderboardPeriods, eq(leaderboardPeriods.id, leaderboardStandings.periodId))
    .where(
      and(
        eq(leaderboardStandings.status, 'unmatched'),
        platformId === undefined ? undefined : eq(leaderboardPeriods.platformId, platformId),
      ),
    );
  return Number(row?.n ?? 0);
}
