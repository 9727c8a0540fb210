import type { WinnerClaim } from '@podium/shared/draws/claims';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { toRecordedUserSummary } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { raffleDraws, raffles, raffleWinners } from './raffles.table.ts';

/** A winner still waiting to claim: a deadline, neither claimed, replaced nor closed as not claimed. */
const waiting = and(
  isNotNull(raffleWinners.claimDeadline),
  isNull(raffleWinners.claimedAt),
  isNull(raffleWinners.replacedAt),
  isNull(raffleWinners.unclaimedAt),
);

/** The deadline a winner drawn now gets: now() + the window, on the database clock (null: none). */
export const claimDeadlineOf = (claimWindowHours: number | null) =>
  claimWindowHours === null ? null : sql`now() + make_interval(hours => ${claimWindowHours}::int)`;

/**
 * The claim: one conditional update decides (`claimed_at IS NULL … AND claim_deadline > now()`), so a
 * prize is claimed once however many requests race. The winner row, or undefined.
 */
export async function markClaimed(tx: Tx, raffleId: number, userId: number) {
  const [row] = await tx
    .update(raffleWinners)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(raffleWinners.raffleId, raffleId),
        eq(raffleWinners.userId, userId),
        waiting,
        sql`${raffleWinners.claimDeadline} > now()`,
      ),
    )
    .returning();
  return row;
}

/** The member's winner row in this raffle (current or replaced), to say why a claim was refused. */
export async function winnerRowOf(db: DbOrTx, raffleId: number, userId: number) {
  const [row] = await db
    .select()
    .from(raffleWinners)
    .where(and(eq(raffleWinners.raffleId, raffleId), eq(raffleWinners.userId, userId)));
  return row;
}

/** Winners whose deadline has passed unclaimed (the claim job's work), oldest deadline first. */
export async function expiredClaims(db: DbOrTx, limit = 50) {
  return db
    .select({ id: raffleWinners.id, raffleId: raffleWinners.raffleId })
    .from(raffleWinners)
    .where(and(waiting, sql`${raffleWinners.claimDeadline} <= now()`))
    .orderBy(asc(raffleWinners.claimDeadline), asc(raffleWinners.id))
    .limit(limit);
}

/** The winner row, re-read under the raffle's lock: still waiting and past its deadline, or undefined. */
export async function stillExpired(tx: Tx, winnerId: number) {
  const [row] = await tx
    .select()
    .from(raffleWinners)
    .where(and(eq(raffleWinners.id, winnerId), waiting, sql`${raffleWinners.claimDeadline} <= now()`));
  return row;
}

/** Closes a winner as not claimed (no re-draw allowed, or nobody left), once. */
export async function markUnclaimed(tx: Tx, winnerId: number, reason: 'limit' | 'no_member_left') {
  const [row] = await tx
    .update(raffleWinners)
    .set({ unclaimedAt: sql`now()`, unclaimedReason: reason })
    .where(and(eq(raffleWinners.id, winnerId), waiting))
    .returning({ id: raffleWinners.id });
  return row !== undefined;
}

/** The raffle's automatic re-draws so far. */
export async function automaticRedraws(db: DbOrTx, raffleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(raffleDraws)
    .where(and(eq(raffleDraws.raffleId, raffleId), eq(raffleDraws.automatic, true)));
  return Number(row?.n ?? 0);
}

/**
 * Winners to remind (claim job): waiting, not reminded, and at most two hours or a quarter of the
 * window left (the smaller), deadline not passed.
 */
export async function remindersDue(db: DbOrTx, limit = 100) {
  return db
    .select({ id: raffleWinners.id, raffleId: raffleWinners.raffleId })
    .from(raffleWinners)
    .innerJoin(raffles, eq(raffles.id, raffleWinners.raffleId))
    .where(
      and(
        waiting,
        isNull(raffleWinners.claimRemindedAt),
        sql`${raffleWinners.claimDeadline} > now()`,
        sql`${raffleWinners.claimDeadline} - now() <= least(interval '2 hours', make_interval(hours => ${raffles.claimWindowHours}) / 4)`,
      ),
    )
    .orderBy(asc(raffleWinners.claimDeadline))
    .limit(limit);
}

/** Marks the reminder sent, once; the winner row when this call marked it. */
export async function markReminded(tx: Tx, winnerId: number) {
  const [row] = await tx
    .update(raffleWinners)
    .set({ claimRemindedAt: sql`now()` })
    .where(
      and(
        eq(raffleWinners.id, winnerId),
        waiting,
        isNull(raffleWinners.claimRemindedAt),
        sql`${raffleWinners.claimDeadline} > now()`,
      ),
    )
    .returning();
  return row;
}

/** Every winner's claim state per raffle (drawn order, replaced ones included), with the nonces. */
export async function claimsOf(
  db: DbOrTx,
  ids: number[],
  nowMs: number,
): Promise<Map<number, { used: number; claims: WinnerClaim[] }>> {
  const out = new Map<number, { used: number; claims: WinnerClaim[] }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ w: raffleWinners, user: users, nonce: raffleDraws.nonce })
    .from(raffleWinners)
    .innerJoin(users, eq(users.id, raffleWinners.userId))
    .innerJoin(raffleDraws, eq(raffleDraws.id, raffleWinners.drawId))
    .where(and(inArray(raffleWinners.raffleId, ids), isNotNull(raffleWinners.claimDeadline)))
    .orderBy(asc(raffleWinners.raffleId), asc(raffleWinners.id));
  const draws = await db
    .select({
      raffleId: raffleDraws.raffleId,
      nonce: raffleDraws.nonce,
      replaced: raffleDraws.replacedUserId,
      automatic: raffleDraws.automatic,
    })
    .from(raffleDraws)
    .where(and(inArray(raffleDraws.raffleId, ids), isNotNull(raffleDraws.replacedUserId)));
  for (const id of ids) {
    out.set(id, { used: draws.filter((d) => d.raffleId === id && d.automatic).length, claims: [] });
  }
  for (const { w, user, nonce } of rows) {
    const redraw = draws.find((d) => d.raffleId === w.raffleId && d.replaced === w.userId);
    const deadline = w.claimDeadline!;
    const state: WinnerClaim['state'] = w.replacedAt
      ? redraw?.automatic
        ? 'redrawn'
        : 'replaced'
      : w.claimedAt
        ? 'claimed'
        : w.unclaimedAt || deadline.getTime() <= nowMs
          ? 'not_claimed'
          : 'waiting';
    out.get(w.raffleId)!.claims.push({
      position: w.position,
      user: toRecordedUserSummary(user),
      state,
      deadline: deadline.toISOString(),
      claimed_at: w.claimedAt?.toISOString() ?? null,
      nonce,
      redrawn_nonce: w.replacedAt ? (redraw?.nonce ?? null) : null,
      unclaimed_reason: w.unclaimedReason ?? null,
    });
  }
  return out;
}
