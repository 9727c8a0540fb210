import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { liveGame } from './bonus-hunts.repository.ts';
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

/** The game, if it is one of this hunt's and not removed. */
export async function findGame(
  tx: Tx,
  huntId: number,
  gameId: number,
): Promise<BonusHuntGameRow | undefined> {
  const [game] = await tx
    .select()
    .from(bonusHuntGames)
    .where(and(eq(bonusHuntGames.id, gameId), eq(bonusHuntGames.huntId, huntId), liveGame));
  return game;
}

/**
 * The game if this hunt's admin removed it less than `seconds` ago (the undo window, decision 047),
 * locked for the restore.
 */
export async function findRecentlyRemovedGame(
  tx: Tx,
  huntId: number,
  gameId: number,
  seconds: number,
): Promise<BonusHuntGameRow | undefined> {
  const [game] = await tx
    .select()
    .from(bonusHuntGames)
    .where(
      and(
        eq(bonusHuntGames.id, gameId),
        eq(bonusHuntGames.huntId, huntId),
        sql`${bonusHuntGames.removedAt} > now() - make_interval(secs => ${seconds})`,
      ),
    )
    .for('update');
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

/** Removes a game, kept with its win and position so an Undo can restore it (decision 047). */
export async function markGameRemoved(tx: Tx, gameId: number): Promise<void> {
  await tx.update(bonusHuntGames).set({ removedAt: sql`now()` }).where(eq(bonusHuntGames.id, gameId));
}

/**
 * Puts a removed game back at its position: the hunt's other games from there on move down one when
 * one of them holds that position now (a reorder since the removal), so none is displaced silently.
 */
export async function restoreGameRow(tx: Tx, game: BonusHuntGameRow): Promise<void> {
  const [taken] = await tx
    .select({ id: bonusHuntGames.id })
    .from(bonusHuntGames)
    .where(and(eq(bonusHuntGames.huntId, game.huntId), eq(bonusHuntGames.position, game.position), liveGame))
    .limit(1);
  if (taken) {
    await tx
      .update(bonusHuntGames)
      .set({ position: sql`${bonusHuntGames.position} + 1` })
      .where(
        and(
          eq(bonusHuntGames.huntId, game.huntId),
          sql`${bonusHuntGames.position} >= ${game.position}`,
          liveGame,
        ),
      );
  }
  await tx.update(bonusHuntGames).set({ removedAt: null }).where(eq(bonusHuntGames.id, game.id));
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
