import type { WinnerClaim } from '@podium/shared/draws/claims';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { toRecordedUserSummary } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { wagerRafflePrizes, wagerRaffles, wagerRaffleWinners } from './wager-raffles.table.ts';

/** A winner still waiting to claim: a deadline, neither claimed, replaced nor closed as not claimed. */
const waiting = and(
  isNotNull(wagerRaffleWinners.claimDeadline),
  isNull(wagerRaffleWinners.claimedAt),
  isNull(wagerRaffleWinners.replacedAt),
  isNull(wagerRaffleWinners.unclaimedAt),
);

/** The deadline a winner drawn now gets: now() + the window, on the database clock (null: none). */
export const claimDeadlineOf = (claimWindowHours: number | null) =>
  claimWindowHours === null ? null : sql`now() + make_interval(hours => ${claimWindowHours}::int)`;

/**
 * The claim (decision 064): one conditional update per winner row decides, so a prize is claimed once
 * however many requests race. With several prizes (a raffle allowing more than one win) each is claimed.
 * The rows claimed now.
 */
export async function markClaimed(tx: Tx, raffleId: number, userId: number) {
  return tx
    .update(wagerRaffleWinners)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(wagerRaffleWinners.raffleId, raffleId),
        eq(wagerRaffleWinners.userId, userId),
        waiting,
        sql`${wagerRaffleWinners.claimDeadline} > now()`,
      ),
    )
    .returning();
}

/** The member's winner rows in this raffle (current and replaced), to say why a claim was refused. */
export function winnerRowsOf(db: DbOrTx, raffleId: number, userId: number) {
  return db
    .select()
    .from(wagerRaffleWinners)
    .where(and(eq(wagerRaffleWinners.raffleId, raffleId), eq(wagerRaffleWinners.userId, userId)));
}

/** Winners whose deadline has passed unclaimed (the claim job's work), oldest deadline first. */
export function expiredClaims(db: DbOrTx, limit = 50) {
  return db
    .select({ id: wagerRaffleWinners.id, raffleId: wagerRaffleWinners.raffleId })
    .from(wagerRaffleWinners)
    .where(and(waiting, sql`${wagerRaffleWinners.claimDeadline} <= now()`))
    .orderBy(asc(wagerRaffleWinners.claimDeadline), asc(wagerRaffleWinners.id))
    .limit(limit);
}

/** The winner row, re-read under the raffle's lock: still waiting and past its deadline, or undefined. */
export async function stillExpired(tx: Tx, winnerId: number) {
  const [row] = await tx
    .select()
    .from(wagerRaffleWinners)
    .where(
      and(eq(wagerRaffleWinners.id, winnerId), waiting, sql`${wagerRaffleWinners.claimDeadline} <= now()`),
    );
  return row;
}

/** Closes a winner as not claimed (no re-draw allowed, or nobody left), once. */
export async function markUnclaimed(tx: Tx, winnerId: number, reason: 'limit' | 'no_member_left') {
  const [row] = await tx
    .update(wagerRaffleWinners)
    .set({ unclaimedAt: sql`now()`, unclaimedReason: reason })
    .where(and(eq(wagerRaffleWinners.id, winnerId), waiting))
    .returning({ id: wagerRaffleWinners.id });
  return row !== undefined;
}

/** Replaces a winner, once (`replaced_at IS NULL AND claimed_at IS NULL`); false when it was not. */
export async function markReplaced(tx: Tx, winnerId: number): Promise<boolean> {
  const [row] = await tx
    .update(wagerRaffleWinners)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(wagerRaffleWinners.id, winnerId), waiting))
    .returning({ id: wagerRaffleWinners.id });
  return row !== undefined;
}

/** Winners to remind: waiting, not reminded, at most two hours or a quarter of the window left. */
export function remindersDue(db: DbOrTx, limit = 100) {
  return db
    .select({ id: wagerRaffleWinners.id, raffleId: wagerRaffleWinners.raffleId })
    .from(wagerRaffleWinners)
    .innerJoin(wagerRaffles, eq(wagerRaffles.id, wagerRaffleWinners.raffleId))
    .where(
      and(
        waiting,
        isNull(wagerRaffleWinners.claimRemindedAt),
        sql`${wagerRaffleWinners.claimDeadline} > now()`,
        sql`${wagerRaffleWinners.claimDeadline} - now() <= least(interval '2 hours', make_interval(hours => ${wagerRaffles.claimWindowHours}) / 4)`,
      ),
    )
    .orderBy(asc(wagerRaffleWinners.claimDeadline))
    .limit(limit);
}

/** Marks the reminder sent, once; the winner row when this call marked it. */
export async function markReminded(tx: Tx, winnerId: number) {
  const [row] = await tx
    .update(wagerRaffleWinners)
    .set({ claimRemindedAt: sql`now()` })
    .where(
      and(
        eq(wagerRaffleWinners.id, winnerId),
        waiting,
        isNull(wagerRaffleWinners.claimRemindedAt),
        sql`${wagerRaffleWinners.claimDeadline} > now()`,
      ),
    )
    .returning();
  return row;
}

/** Every winner's claim state (nonce order, replaced ones included) and the automatic re-draws used. */
export async function claimsOf(
  db: DbOrTx,
  raffleId: number,
  nowMs: number,
): Promise<{ used: number; claims: WinnerClaim[] }> {
  const rows = await db
    .select({ w: wagerRaffleWinners, user: users, position: wagerRafflePrizes.position })
    .from(wagerRaffleWinners)
    .innerJoin(users, eq(users.id, wagerRaffleWinners.userId))
    .innerJoin(wagerRafflePrizes, eq(wagerRafflePrizes.id, wagerRaffleWinners.prizeId))
    .where(eq(wagerRaffleWinners.raffleId, raffleId))
    .orderBy(asc(wagerRaffleWinners.nonce), asc(wagerRaffleWinners.id));
  const claims: WinnerClaim[] = [];
  for (const { w, user, position } of rows) {
    if (w.claimDeadline === null) continue;
    const redraw = rows.find(
      (r) => r.w.nonce > w.nonce && r.w.prizeId === w.prizeId && r.w.replacedUserId === w.userId,
    );
    const state: WinnerClaim['state'] = w.replacedAt
      ? 'redrawn'
      : w.claimedAt
        ? 'claimed'
        : w.unclaimedAt || w.claimDeadline.getTime() <= nowMs
          ? 'not_claimed'
          : 'waiting';
    claims.push({
      position,
      user: toRecordedUserSummary(user),
      state,
      deadline: w.claimDeadline.toISOString(),
      claimed_at: w.claimedAt?.toISOString() ?? null,
      nonce: w.nonce,
      redrawn_nonce: w.replacedAt ? (redraw?.w.nonce ?? null) : null,
      unclaimed_reason: w.unclaimedReason ?? null,
    });
  }
  return { used: rows.filter((r) => r.w.nonce > 0).length, claims };
}
