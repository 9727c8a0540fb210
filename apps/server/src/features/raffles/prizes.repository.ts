import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import type { RafflePrizeAward, RafflePrizeInput } from '@podium/shared/raffles/admin';
import type { RafflePrize } from '@podium/shared/raffles/schemas';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { users } from '../users/users.table.ts';
import {
  type RafflePrizeAwardRow,
  type RafflePrizeRow,
  rafflePrizeAwards,
  rafflePrizes,
} from './raffle-prizes.table.ts';

/** A prize's value as people read it: dollars for cash (stored in cents), points as they are. */
export const prizeValue = (type: RafflePrizeRow['prizeType'], amount: number | null): number | null =>
  amount === null ? null : type === 'cash' ? centsToAmount(amount) : amount;

const storedAmount = (p: RafflePrizeInput): number | null =>
  p.prize_type === 'custom' ? null : p.prize_type === 'cash' ? amountToCents(p.prize_value!) : p.prize_value!;

/** Replaces the raffle's prizes with the form's list (position = place in the list). Before the draw only. */
export async function replacePrizes(tx: DbOrTx, raffleId: number, prizes: RafflePrizeInput[]): Promise<void> {
  await tx.delete(rafflePrizes).where(eq(rafflePrizes.raffleId, raffleId));
  if (prizes.length === 0) return;
  await tx.insert(rafflePrizes).values(
    prizes.map((p, i) => ({
      raffleId,
      position: i + 1,
      prizeType: p.prize_type,
      amount: storedAmount(p),
      description: p.description,
    })),
  );
}

/** The prizes of each raffle, by place. */
export async function prizesOf(db: DbOrTx, ids: number[]): Promise<Map<number, RafflePrize[]>> {
  const out = new Map<number, RafflePrize[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(rafflePrizes)
    .where(inArray(rafflePrizes.raffleId, ids))
    .orderBy(asc(rafflePrizes.raffleId), asc(rafflePrizes.position));
  for (const r of rows) {
    const list = out.get(r.raffleId) ?? [];
    list.push({
      position: r.position,
      prize_type: r.prizeType,
      prize_value: prizeValue(r.prizeType, r.amount),
      description: r.description,
    });
    out.set(r.raffleId, list);
  }
  return out;
}

/** The raffle's prize rows, by place. */
export function prizeRows(tx: DbOrTx, raffleId: number): Promise<RafflePrizeRow[]> {
  return tx
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.raffleId, raffleId))
    .orderBy(asc(rafflePrizes.position));
}

/** Winner rows already holding an award (taken back or not): a winner row is paid once. */
export async function awardedWinnerIds(tx: DbOrTx, raffleId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ winnerId: rafflePrizeAwards.winnerId })
    .from(rafflePrizeAwards)
    .where(eq(rafflePrizeAwards.raffleId, raffleId));
  return new Set(rows.map((r) => r.winnerId));
}

export async function insertAward(tx: Tx, values: typeof rafflePrizeAwards.$inferInsert): Promise<number> {
  const [row] = await tx.insert(rafflePrizeAwards).values(values).returning({ id: rafflePrizeAwards.id });
  return row!.id;
}

export async function setAwardPayout(tx: Tx, awardId: number, payoutId: number): Promise<void> {
  await tx.update(rafflePrizeAwards).set({ payoutId }).where(eq(rafflePrizeAwards.id, awardId));
}

/** The award a winner row holds and has not given back. */
export async function heldAwardOf(tx: DbOrTx, winnerId: number): Promise<RafflePrizeAwardRow | undefined> {
  const [row] = await tx
    .select()
    .from(rafflePrizeAwards)
    .where(and(eq(rafflePrizeAwards.winnerId, winnerId), isNull(rafflePrizeAwards.takenBackAt)));
  return row;
}

/** Closes an award, once (`taken_back_at IS NULL`); false when it was closed already. */
export async function markTakenBack(
  tx: Tx,
  awardId: number,
  takenBack: NonNullable<RafflePrizeAwardRow['takenBack']>,
  points: number | null,
): Promise<boolean> {
  const [row] = await tx
    .update(rafflePrizeAwards)
    .set({ takenBackAt: sql`now()`, takenBack, pointsTakenBack: points })
    .where(and(eq(rafflePrizeAwards.id, awardId), isNull(rafflePrizeAwards.takenBackAt)))
    .returning({ id: rafflePrizeAwards.id });
  return row !== undefined;
}

/** Every platform with a casino username slot, in the leaderboard's order. */
export function casinoSlots(tx: DbOrTx) {
  return tx
    .select({ id: leaderboardPlatforms.id, casinoSlot: leaderboardPlatforms.casinoSlot })
    .from(leaderboardPlatforms)
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
}

/** The awards of each raffle, oldest first, with the member and the payout's state (admin views). */
export async function awardsOf(db: DbOrTx, ids: number[]): Promise<Map<number, RafflePrizeAward[]>> {
  const out = new Map<number, RafflePrizeAward[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      a: rafflePrizeAwards,
      username: users.username,
      payoutStatus: payouts.status,
    })
    .from(rafflePrizeAwards)
    .innerJoin(users, eq(users.id, rafflePrizeAwards.userId))
    .leftJoin(payouts, eq(payouts.id, rafflePrizeAwards.payoutId))
    .where(inArray(rafflePrizeAwards.raffleId, ids))
    .orderBy(asc(rafflePrizeAwards.raffleId), asc(rafflePrizeAwards.id));
  for (const { a, username, payoutStatus } of rows) {
    const list = out.get(a.raffleId) ?? [];
    list.push({
      position: a.position,
      user: { id: a.userId, username },
      prize_type: a.prizeType,
      prize_value: prizeValue(a.prizeType, a.amount),
      payout: a.payoutId !== null && payoutStatus ? { id: a.payoutId, status: payoutStatus } : null,
      awarded_at: a.createdAt.toISOString(),
      taken_back:
        a.takenBackAt && a.takenBack
          ? { at: a.takenBackAt.toISOString(), outcome: a.takenBack, points: a.pointsTakenBack }
          : null,
    });
    out.set(a.raffleId, list);
  }
  return out;
}
