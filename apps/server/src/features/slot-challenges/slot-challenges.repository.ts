import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import {
  slotChallenges as challenges,
  slotChallengeClaims as claims,
  type SlotChallengeClaimRow,
  type SlotChallengeRow,
} from './slot-challenges.table.ts';

/** How many challenges the page lists (newest end first). */
export const LISTED_CHALLENGES = 50;
/** How many decided claims the admin's queue shows under the pending ones. */
export const RECENT_DECIDED = 30;

export async function insertChallenge(tx: Tx, values: typeof challenges.$inferInsert): Promise<number> {
  const [row] = await tx.insert(challenges).values(values).returning({ id: challenges.id });
  return row!.id;
}

/** Sets a challenge's columns (the caller holds it FOR UPDATE); answers it as it is after. */
export async function setChallenge(
  tx: Tx,
  id: number,
  values: Partial<typeof challenges.$inferInsert>,
): Promise<SlotChallengeRow> {
  const [row] = await tx
    .update(challenges)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(challenges.id, id))
    .returning();
  return row!;
}

/** A casino members link accounts for (a platform with a casino slot). */
export async function findCasino(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: leaderboardPlatforms.id,
      name: leaderboardPlatforms.name,
      slot: leaderboardPlatforms.casinoSlot,
    })
    .from(leaderboardPlatforms)
    .where(eq(leaderboardPlatforms.id, id));
  return row && row.slot !== null ? { ...row, slot: row.slot } : undefined;
}

/** The casinos a challenge may name: the platforms members link accounts for, in display order. */
export function challengeCasinos(db: DbOrTx) {
  return db
    .select({ id: leaderboardPlatforms.id, name: leaderboardPlatforms.name })
    .from(leaderboardPlatforms)
    .where(isNotNull(leaderboardPlatforms.casinoSlot))
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
}

/** The challenges with their casino, newest end first; `now` is the database's clock. */
export async function listChallenges(db: DbOrTx) {
  return db
    .select({
      c: challenges,
      casino: leaderboardPlatforms.name,
      slot: leaderboardPlatforms.casinoSlot,
      now: sql<Date>`now()`.mapWith((v) => new Date(v)),
    })
    .from(challenges)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, challenges.platformId))
    .orderBy(desc(challenges.endsAt), desc(challenges.id))
    .limit(LISTED_CHALLENGES);
}

/** The approved claims of these challenges, by place, with the winner's name. */
export function winnersOf(db: DbOrTx, challengeIds: number[]) {
  if (challengeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ claim: claims, username: users.username })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(and(inArray(claims.challengeId, challengeIds), eq(claims.status, 'approved')))
    .orderBy(asc(claims.place));
}

/** The viewer's latest claim on each of these challenges. */
export async function latestClaimsOf(db: DbOrTx, userId: number, challengeIds: number[]) {
  if (challengeIds.length === 0) return [];
  return db
    .selectDistinctOn([claims.challengeId])
    .from(claims)
    .where(and(eq(claims.userId, userId), inArray(claims.challengeId, challengeIds)))
    .orderBy(claims.challengeId, desc(claims.id));
}

/** Pending claims per challenge. */
export async function pendingCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: claims.challengeId, n: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.status, 'pending'))
    .groupBy(claims.challengeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The challenge with whether its window is open by the database's clock, FOR SHARE or FOR UPDATE. */
export async function lockChallenge(tx: Tx, id: number, strength: 'share' | 'update') {
  const [row] = await tx
    .select({
      c: challenges,
      started: sql<boolean>`${challenges.startsAt} <= now()`,
      ended: sql<boolean>`${challenges.endsAt} <= now()`,
    })
    .from(challenges)
    .where(eq(challenges.id, id))
    .for(strength);
  return row && { ...row.c, started: row.started, ended: row.ended };
}

export async function hasPendingClaim(tx: Tx, challengeId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.challengeId, challengeId), eq(claims.userId, userId), eq(claims.status, 'pending')));
  return row !== undefined;
}

export async function insertClaim(tx: Tx, values: typeof claims.$inferInsert): Promise<number> {
  const [row] = await tx.insert(claims).values(values).returning({ id: claims.id });
  return row!.id;
}

export async function findClaim(db: DbOrTx, id: number): Promise<SlotChallengeClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id));
  return row;
}

/** An older claim on the same challenge still waiting (first-come review). */
export async function olderPending(tx: Tx, claim: SlotChallengeClaimRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(eq(claims.challengeId, claim.challengeId), eq(claims.status, 'pending'), lt(claims.id, claim.id)),
    )
    .limit(1);
  return row !== undefined;
}

/** Takes the next place, when one is left; answers the challenge as it is after, or nothing. */
export async function takePlace(tx: Tx, id: number): Promise<SlotChallengeRow | undefined> {
  const [row] = await tx
    .update(challenges)
    .set({
      placesTaken: sql`${challenges.placesTaken} + 1`,
      closedAt: sql`case when ${challenges.placesTaken} + 1 >= ${challenges.places} then now() end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(challenges.id, id), lt(challenges.placesTaken, challenges.places)))
    .returning();
  return row;
}

/** pending → approved with its place, or refused with a reason; nothing when it was decided already. */
export async function decideClaim(
  tx: Tx,
  id: number,
  decision: { status: 'approved'; place: number } | { status: 'refused'; reason: string },
  actorId: number | null,
): Promise<SlotChallengeClaimRow | undefined> {
  const [row] = await tx
    .update(claims)
    .set({ ...decision, decidedBy: actorId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(claims.id, id), eq(claims.status, 'pending')))
    .returning();
  return row;
}

/** Refuses every claim still waiting on a challenge whose places are all taken; answers them. */
export function refuseRemaining(tx: Tx, challengeId: number, reason: string, actorId: number | null) {
  return tx
    .update(claims)
    .set({ status: 'refused', reason, decidedBy: actorId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(claims.challengeId, challengeId), eq(claims.status, 'pending')))
    .returning({ id: claims.id, userId: claims.userId });
}

/** The review queue: the pending claims oldest first, then the latest decided ones. */
export async function claimQueue(db: DbOrTx) {
  const columns = { claim: claims, challenge: challenges, username: users.username };
  const base = () =>
    db
      .select(columns)
      .from(claims)
      .innerJoin(challenges, eq(challenges.id, claims.challengeId))
      .innerJoin(users, eq(users.id, claims.userId));
  const pending = await base()
    .where(eq(claims.status, 'pending'))
    .orderBy(asc(claims.createdAt), asc(claims.id));
  const decided = await base()
    .where(sql`${claims.status} <> 'pending'`)
    .orderBy(desc(claims.decidedAt), desc(claims.id))
    .limit(RECENT_DECIDED);
  return [...pending, ...decided];
}
