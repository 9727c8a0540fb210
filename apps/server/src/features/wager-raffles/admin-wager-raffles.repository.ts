import { amountToCents } from '@podium/shared/common/money';
import type { WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import {
  type WagerRaffleRow,
  wagerRaffleCasinos,
  wagerRafflePrizes,
  wagerRaffles,
  wagerRaffleWinners,
} from './wager-raffles.table.ts';

type RaffleValues = typeof wagerRaffles.$inferInsert;

const handers = alias(users, 'hander');

/** Casinos and prizes, written fresh (before the draw no winner refers to a prize). */
export async function replaceParts(tx: Tx, raffleId: number, input: WagerRaffleInput) {
  await tx.delete(wagerRaffleCasinos).where(eq(wagerRaffleCasinos.raffleId, raffleId));
  await tx.delete(wagerRafflePrizes).where(eq(wagerRafflePrizes.raffleId, raffleId));
  await tx
    .insert(wagerRaffleCasinos)
    .values(input.casino_ids.map((platformId) => ({ raffleId, platformId })));
  await tx.insert(wagerRafflePrizes).values(
    input.prizes.map((p, i) => ({
      raffleId,
      position: i + 1,
      prizeType: p.prize_type,
      amount:
        p.prize_type === 'cash'
          ? amountToCents(p.prize_value ?? 0)
          : p.prize_type === 'points'
            ? (p.prize_value ?? 0)
            : null,
      description: p.description,
      imageUrl: p.image_url ?? null,
    })),
  );
}

/** These leaderboard platforms with their casino username slot (unknown ids are left out). */
export function platformSlots(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: leaderboardPlatforms.id, slot: leaderboardPlatforms.casinoSlot })
    .from(leaderboardPlatforms)
    .where(inArray(leaderboardPlatforms.id, ids));
}

/** A new raffle; answers its id. */
export async function insertRaffleRow(tx: Tx, values: RaffleValues): Promise<number> {
  const [row] = await tx.insert(wagerRaffles).values(values).returning({ id: wagerRaffles.id });
  return row!.id;
}

/** Locks the raffle FOR UPDATE: an edit reads what it replaces (its audit entry's `before`). */
export async function lockWagerRaffle(tx: Tx, id: number): Promise<WagerRaffleRow | undefined> {
  const [row] = await tx.select().from(wagerRaffles).where(eq(wagerRaffles.id, id)).for('update');
  return row;
}

/** Changes a raffle only until its tickets are frozen (the WHERE decides); false otherwise. */
export async function updateUnfrozenRaffle(
  tx: Tx,
  id: number,
  values: Partial<RaffleValues>,
): Promise<boolean> {
  const [row] = await tx
    .update(wagerRaffles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(wagerRaffles.id, id), isNull(wagerRaffles.frozenAt), isNull(wagerRaffles.drawnAt)))
    .returning({ id: wagerRaffles.id });
  return row !== undefined;
}

/** The admin's list: the latest 200 by end. */
export function latestRaffles(db: DbOrTx): Promise<WagerRaffleRow[]> {
  return db.select().from(wagerRaffles).orderBy(desc(wagerRaffles.endsAt)).limit(200);
}

/** The casinos of these raffles. */
export function casinosOfRaffles(db: DbOrTx, raffleIds: number[]) {
  return db.select().from(wagerRaffleCasinos).where(inArray(wagerRaffleCasinos.raffleId, raffleIds));
}

/** The winners of these raffles with their usernames and who handed each custom prize over. */
export function winnersWithHanders(db: DbOrTx, raffleIds: number[]) {
  return db
    .select({ w: wagerRaffleWinners, username: users.username, by: handers.username })
    .from(wagerRaffleWinners)
    .innerJoin(users, eq(users.id, wagerRaffleWinners.userId))
    .leftJoin(handers, eq(handers.id, wagerRaffleWinners.handedOverBy))
    .where(and(inArray(wagerRaffleWinners.raffleId, raffleIds), isNull(wagerRaffleWinners.replacedAt)));
}
