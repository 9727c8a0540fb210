import type { DrawAlgorithm } from '@podium/shared/draws/lines';
import type { RaffleDrawRecord } from '@podium/shared/raffles/verify';
import { and, asc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { type RaffleRow, raffleDrawNames, raffleDraws, raffles, raffleWinners } from './raffles.table.ts';

const drawers = alias(users, 'drawer');

/**
 * The draw's guard: `UPDATE … SET drawn_at = now() WHERE drawn_at IS NULL AND cancelled_at IS NULL`.
 * It waits for entries holding the raffle FOR SHARE; the row when this call drew it, else undefined.
 */
export async function markDrawn(tx: Tx, raffleId: number): Promise<RaffleRow | undefined> {
  const [row] = await tx
    .update(raffles)
    .set({ drawnAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(raffles.id, raffleId), isNull(raffles.drawnAt), isNull(raffles.cancelledAt)))
    .returning();
  return row;
}

/** The client seed and the algorithm that hashed it (draws/lines.ts), written together. */
export async function setClientSeed(
  tx: Tx,
  raffleId: number,
  clientSeed: string,
  drawAlgorithm: DrawAlgorithm,
): Promise<void> {
  await tx.update(raffles).set({ clientSeed, drawAlgorithm }).where(eq(raffles.id, raffleId));
}

/** Freezes each member's published name with the list (decision 040), in batches of 1,000. */
export async function insertDrawNames(
  tx: Tx,
  raffleId: number,
  tickets: readonly { user_id: number; name: string }[],
): Promise<void> {
  const names = [...new Map(tickets.map((t) => [t.user_id, t.name]))];
  for (let i = 0; i < names.length; i += 1000) {
    await tx
      .insert(raffleDrawNames)
      .values(names.slice(i, i + 1000).map(([userId, name]) => ({ raffleId, userId, name })));
  }
}

/** Records one draw (nonce 0) or re-draw; answers its id. */
export async function insertDraw(tx: Tx, draw: typeof raffleDraws.$inferInsert): Promise<number> {
  const [row] = await tx.insert(raffleDraws).values(draw).returning({ id: raffleDraws.id });
  return row!.id;
}

/** A winner to write; `claimDeadline` may be SQL (now() + the window, on the database clock). */
type NewWinner = Omit<typeof raffleWinners.$inferInsert, 'claimDeadline'> & { claimDeadline?: SQL | null };

export async function insertWinners(tx: Tx, winners: NewWinner[]): Promise<void> {
  if (winners.length > 0) await tx.insert(raffleWinners).values(winners);
}

/** Everyone ever drawn in the raffle, replaced winners included. */
export function drawnWinners(tx: DbOrTx, raffleId: number) {
  return tx.select().from(raffleWinners).where(eq(raffleWinners.raffleId, raffleId));
}

/** The raffle's highest nonce so far (0 when only the draw has happened). */
export async function lastNonce(tx: DbOrTx, raffleId: number): Promise<number> {
  const [last] = await tx
    .select({ nonce: max(raffleDraws.nonce) })
    .from(raffleDraws)
    .where(eq(raffleDraws.raffleId, raffleId));
  return last?.nonce ?? 0;
}

export async function markReplaced(tx: Tx, winnerId: number): Promise<void> {
  await tx.update(raffleWinners).set({ replacedAt: sql`now()` }).where(eq(raffleWinners.id, winnerId));
}

/** The scheduled draw's list: raffles past their end, neither drawn nor cancelled (oldest first). */
export async function dueRaffles(db: DbOrTx, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: raffles.id })
    .from(raffles)
    .where(and(isNull(raffles.drawnAt), isNull(raffles.cancelledAt), sql`${raffles.endsAt} <= now()`))
    .orderBy(asc(raffles.endsAt), asc(raffles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Every draw of the raffle in nonce order, each with the winners it drew in drawing order (replaced
 * ones included), by member id: names are the ticket list's (decision 040).
 */
export async function drawHistory(db: DbOrTx, raffleId: number): Promise<RaffleDrawRecord[]> {
  const draws = await db
    .select({ d: raffleDraws, by: drawers.username })
    .from(raffleDraws)
    .leftJoin(drawers, eq(drawers.id, raffleDraws.drawnBy))
    .where(eq(raffleDraws.raffleId, raffleId))
    .orderBy(asc(raffleDraws.nonce));
  const winners = await db
    .select({ w: raffleWinners })
    .from(raffleWinners)
    .where(eq(raffleWinners.raffleId, raffleId))
    .orderBy(asc(raffleWinners.id));
  return draws.map(({ d, by }) => ({
    nonce: d.nonce,
    kind: d.kind,
    winners_wanted: d.winnersWanted,
    winners: winners
      .filter(({ w }) => w.drawId === d.id)
      .map(({ w }) => ({
        position: w.position,
        ticket_index: w.ticketIndex,
        entry_id: w.entryId,
        user_id: w.userId,
      })),
    replaced_user_id: d.replacedUserId,
    reason: d.reason,
    drawn_by: by,
    drawn_at: d.createdAt.toISOString(),
  }));
}
