import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type BonusHuntGameRow, type BonusHuntRow, bonusHuntGames, bonusHunts } from './bonus-hunts.table.ts';

type HuntValues = typeof bonusHunts.$inferInsert;
type GameValues = Pick<typeof bonusHuntGames.$inferInsert, 'slotName' | 'provider' | 'betCents' | 'image'>;

/** A new hunt; answers its id. */
export async function insertHunt(db: DbOrTx, values: HuntValues): Promise<number> {
  const [row] = await db.insert(bonusHunts).values(values).returning({ id: bonusHunts.id });
  return row!.id;
}

export async function updateHuntRow(tx: Tx, id: number, values: Partial<HuntValues>): Promise<void> {
  await tx
    .update(bonusHunts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bonusHunts.id, id));
}

/** The game being opened now (its `pending_win`), or none. */
export async function setOpeningGame(tx: Tx, huntId: number, gameId: number | null): Promise<void> {
  await tx.update(bonusHunts).set({ openingGameId: gameId }).where(eq(bonusHunts.id, huntId));
}

/**
 * The finish's guard: `UPDATE … SET finished_at = now() WHERE finished_at IS NULL` (predictions closed,
 * no game being opened). The row when this call finished it, else undefined.
 */
export async function markFinished(tx: Tx, huntId: number): Promise<BonusHuntRow | undefined> {
  const [hunt] = await tx
    .update(bonusHunts)
    .set({ finishedAt: sql`now()`, predictionsActive: false, openingGameId: null, updatedAt: sql`now()` })
    .where(and(eq(bonusHunts.id, huntId), isNull(bonusHunts.finishedAt)))
    .returning();
  return hunt;
}

/** The game, if it is one of this hunt's. */
export async function findGame(
  tx: Tx,
  huntId: number,
  gameId: number,
): Promise<BonusHuntGameRow | undefined> {
  const [game] = await tx
    .select()
    .from(bonusHuntGames)
    .where(and(eq(bonusHuntGames.id, gameId), eq(bonusHuntGames.huntId, huntId)));
  return game;
}

/** A new game at `position`; answers its id. */
export async function insertGame(
  tx: Tx,
  huntId: number,
  position: number,
  values: GameValues,
): Promise<number> {
  const [row] = await tx
    .insert(bonusHuntGames)
    .values({ huntId, position, ...values })
    .returning({ id: bonusHuntGames.id });
  return row!.id;
}

export async function updateGameRow(tx: Tx, gameId: number, values: GameValues): Promise<void> {
  await tx.update(bonusHuntGames).set(values).where(eq(bonusHuntGames.id, gameId));
}

export async function deleteGame(tx: Tx, gameId: number): Promise<void> {
  await tx.delete(bonusHuntGames).where(eq(bonusHuntGames.id, gameId));
}

export async function setGamePosition(tx: Tx, gameId: number, position: number): Promise<void> {
  await tx.update(bonusHuntGames).set({ position }).where(eq(bonusHuntGames.id, gameId));
}

/** The game's win; it counts as opened from the first time a win is recorded. */
export async function setGameWin(tx: Tx, gameId: number, winCents: number): Promise<void> {
  await tx
    .update(bonusHuntGames)
    .set({ winCents, openedAt: sql`coalesce(${bonusHuntGames.openedAt}, now())` })
    .where(eq(bonusHuntGames.id, gameId));
}
