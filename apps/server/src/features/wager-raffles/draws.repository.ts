import type { DrawAlgorithm } from '@podium/shared/draws/lines';
import type { TicketRange } from '@podium/shared/wager-raffles/rules';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type WagerRaffleRow,
  wagerRaffles,
  wagerRaffleTickets,
  wagerRaffleWinners,
} from './wager-raffles.table.ts';

/**
 * The freeze's guard: `SET frozen_at = now() WHERE frozen_at IS NULL`. The row when this call froze
 * it, else undefined (frozen already, or missing).
 */
export async function markFrozen(tx: Tx, raffleId: number): Promise<WagerRaffleRow | undefined> {
  const [row] = await tx
    .update(wagerRaffles)
    .set({ frozenAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(wagerRaffles.id, raffleId), isNull(wagerRaffles.frozenAt)))
    .returning();
  return row;
}

/** The frozen ticket list with the members' published names, written in batches of 1,000 ranges. */
export async function insertTicketRanges(
  tx: Tx,
  raffleId: number,
  ranges: readonly (TicketRange & { name: string })[],
) {
  for (let i = 0; i < ranges.length; i += 1000) {
    await tx.insert(wagerRaffleTickets).values(
      ranges.slice(i, i + 1000).map((r) => ({
        raffleId,
        userId: r.user_id,
        firstTicket: r.first,
        lastTicket: r.last,
        wageredCents: r.wagered_cents,
        name: r.name,
      })),
    );
  }
}

/** The client seed and the algorithm that hashed it (draws/lines.ts), written together. */
export async function setClientSeed(
  tx: Tx,
  raffleId: number,
  clientSeed: string,
  drawAlgorithm: DrawAlgorithm,
): Promise<void> {
  await tx.update(wagerRaffles).set({ clientSeed, drawAlgorithm }).where(eq(wagerRaffles.id, raffleId));
}

/**
 * The draw's guard: `SET drawn_at = now() WHERE drawn_at IS NULL`, recording who drew. The row when
 * this call drew it, else undefined.
 */
export async function markDrawn(
  tx: Tx,
  raffleId: number,
  actorId: number | null,
): Promise<WagerRaffleRow | undefined> {
  const [row] = await tx
    .update(wagerRaffles)
    .set({ drawnAt: sql`now()`, drawnBy: actorId, updatedAt: sql`now()` })
    .where(and(eq(wagerRaffles.id, raffleId), isNull(wagerRaffles.drawnAt)))
    .returning();
  return row;
}

/**
 * The winner of one prize (the draw, or a re-draw with its nonce, reason and replaced member);
 * `claimDeadline` may be SQL (now() + the window, on the database clock). Answers the row.
 */
export async function insertWinner(
  tx: Tx,
  winner: Omit<typeof wagerRaffleWinners.$inferInsert, 'claimDeadline'> & { claimDeadline?: SQL | null },
) {
  const [row] = await tx.insert(wagerRaffleWinners).values(winner).returning();
  return row!;
}

/** Raffles past their end and not drawn: auto-draw ones to draw, the others to freeze (oldest first). */
export async function dueRaffles(db: DbOrTx, limit = 50) {
  return db
    .select({ id: wagerRaffles.id, autoDraw: wagerRaffles.autoDraw })
    .from(wagerRaffles)
    .where(
      and(
        isNull(wagerRaffles.drawnAt),
        sql`${wagerRaffles.endsAt} <= now()`,
        sql`(${wagerRaffles.autoDraw} or ${wagerRaffles.frozenAt} is null)`,
      ),
    )
    .orderBy(asc(wagerRaffles.endsAt), asc(wagerRaffles.id))
    .limit(limit);
}
