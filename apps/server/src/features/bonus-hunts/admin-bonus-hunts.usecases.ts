import { MAX_HUNT_GAMES, UNDO_SECONDS } from '@podium/shared/bonus-hunts/messages';
import { huntStatistics } from '@podium/shared/bonus-hunts/rules';
import type {
  HuntAdminDetail,
  HuntCreateInput,
  HuntGameInput,
  HuntUpdateInput,
} from '@podium/shared/bonus-hunts/schemas';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import {
  findGame,
  findRecentlyRemovedGame,
  insertGame,
  insertHunt,
  markGameRemoved,
  restoreGameRow,
  setGamePosition,
  setOpeningGame,
  updateGameRow,
  updateHuntRow,
} from './admin-bonus-hunts.repository.ts';
import { auditGame, auditSettings, auditWholeGame, huntTarget } from './bonus-hunts.audit.ts';
import { bonusHuntErrors } from './bonus-hunts.errors.ts';
import {
  countPredictions,
  dollars,
  findHunt,
  gameRows,
  gameViews,
  huntPredictions,
  lockHuntStarts,
  runningHunts,
  toCents,
  toHuntView,
} from './bonus-hunts.repository.ts';
import type { BonusHuntRow } from './bonus-hunts.table.ts';
import { winnersView } from './prizes.usecases.ts';

const settingColumns = (input: HuntUpdateInput) => ({
  title: input.title,
  startBalanceCents: input.start_balance === undefined ? undefined : toCents(input.start_balance),
  prizePoints: input.prize_points,
  prizeXp: input.prize_xp,
  predictionsActive: input.predictions_active,
  largeWinMultiplier: input.large_win_multiplier,
});

/**
 * How long after a removal the server still restores the game: the page's Undo is offered for
 * `UNDO_SECONDS` from the answer, plus a few seconds for the round trips (decision 047).
 */
export const RESTORE_WINDOW_SECONDS = UNDO_SECONDS + 5;

const gameColumns = (input: HuntGameInput) => ({
  slotName: input.slot_name,
  provider: input.provider,
  betCents: toCents(input.slot_bet),
  image: input.slot_image,
});

/** GET /api/admin/bonus-hunts/{id}: the hunt with its games, statistics, count and winners so far. */
export async function adminHuntDetail(db: DbOrTx, id: number): Promise<HuntAdminDetail> {
  const hunt = await findHunt(db, id);
  if (!hunt) throw bonusHuntErrors.notFound();
  const [games, predictions, winners] = await Promise.all([
    gameViews(db, hunt),
    countPredictions(db, id),
    winnersView(db, hunt),
  ]);
  return {
    hunt: toHuntView(hunt),
    statistics: huntStatistics(dollars(hunt.startBalanceCents), games),
    games,
    user_prediction: null,
    predictions_count: predictions,
    winners,
  };
}

/** The hunt locked for this transaction, running (not finished). */
export async function runningHunt(tx: Tx, id: number): Promise<BonusHuntRow> {
  const hunt = await findHunt(tx, id, true);
  if (!hunt) throw bonusHuntErrors.notFound();
  if (hunt.finishedAt) throw bonusHuntErrors.alreadyFinished();
  return hunt;
}

/**
 * A new (running) hunt, on record with its settings. One hunt at a time (decision 045): while another
 * runs it is refused unless the request confirms running both; starts take turns (`lockHuntStarts`),
 * so two at once cannot both find none running. A confirmed start records the hunts it runs beside.
 */
export async function createHunt(db: Db, audit: AuditContext, input: HuntCreateInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockHuntStarts(tx);
    const running = await runningHunts(tx);
    if (running.length > 0 && input.confirm_concurrent !== true) throw bonusHuntErrors.anotherRunning();
    const id = await insertHunt(tx, {
      title: input.title,
      startBalanceCents: toCents(input.start_balance),
      prizePoints: input.prize_points,
      prizeXp: input.prize_xp,
      predictionsActive: input.predictions_active,
      largeWinMultiplier: input.large_win_multiplier,
      createdBy: audit.actorId,
    });
    const created = (await findHunt(tx, id))!;
    const beside = running.map((h) => h.id);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.create',
      target: huntTarget(id),
      after: { ...auditSettings(created), ...(beside.length > 0 ? { running_beside: beside } : {}) },
    });
    return id;
  });
}

/** Settings and predictions open or closed, while the hunt runs; on record, what changed. */
export async function updateHunt(db: Db, audit: AuditContext, id: number, input: HuntUpdateInput) {
  await db.transaction(async (tx) => {
    const hunt = await runningHunt(tx, id);
    await updateHuntRow(tx, id, settingColumns(input));
    const updated = (await findHunt(tx, id))!;
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.update',
      target: huntTarget(id),
      ...changes(auditSettings(hunt), auditSettings(updated)),
    });
  });
}

/** Adds a game at the end of the order, on record. */
export async function addGame(db: Db, audit: AuditContext, huntId: number, input: HuntGameInput) {
  return db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const games = await gameRows(tx, huntId);
    if (games.length >= MAX_HUNT_GAMES) throw bonusHuntErrors.tooManyGames();
    const position = Math.max(0, ...games.map((g) => g.position)) + 1;
    const gameId = await insertGame(tx, huntId, position, gameColumns(input));
    const game = (await findGame(tx, huntId, gameId))!;
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.add_game',
      target: huntTarget(huntId),
      after: { game_id: gameId, position, ...auditGame(game) },
    });
    return gameId;
  });
}

/** One of the hunt's games (not removed), or 404. */
export async function huntGame(tx: Tx, huntId: number, gameId: number) {
  const game = await findGame(tx, huntId, gameId);
  if (!game) throw bonusHuntErrors.gameNotFound();
  return game;
}

/** Edits a game's slot, provider, bet or image while the hunt runs; on record, what changed. */
export async function updateGame(
  db: Db,
  audit: AuditContext,
  huntId: number,
  gameId: number,
  input: HuntGameInput,
) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const game = await huntGame(tx, huntId, gameId);
    if (input.slot_name !== game.slotName) await refuseIfOnlyPredicted(tx, huntId, game.slotName);
    await updateGameRow(tx, gameId, gameColumns(input));
    const change = changes(auditGame(game), auditGame(await huntGame(tx, huntId, gameId)));
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.update_game',
      target: huntTarget(huntId),
      before: { game_id: gameId, ...change.before },
      after: { game_id: gameId, ...change.after },
    });
  });
}

/**
 * Whether a prediction's top-game pick names a slot only this game has: the pick is matched by name
 * (the shared closest rule), so removing or renaming that game would leave the pick unable to win.
 */
async function onlyPredicted(tx: DbOrTx, huntId: number, slotName: string): Promise<boolean> {
  const games = await gameRows(tx, huntId);
  const sameName = games.filter((g) => g.slotName === slotName).length;
  const named = (await huntPredictions(tx, huntId, 'all')).some(
    (p) => p.highest_multiplier_game === slotName,
  );
  return named && sameName === 1;
}

async function refuseIfOnlyPredicted(tx: DbOrTx, huntId: number, slotName: string) {
  if (await onlyPredicted(tx, huntId, slotName)) throw bonusHuntErrors.renamePredicted();
}

/**
 * Removes a game while the hunt runs, unless a prediction names a slot only this game has; on record.
 * The row is kept (`removed_at`) so `restoreGame` can undo it within the window; reads leave it out.
 * The hunt keeps pointing at it if it was being opened: the pointer shows nothing while the game is
 * removed, and an undo brings the game back still being opened (decision 047).
 */
export async function removeGame(db: Db, audit: AuditContext, huntId: number, gameId: number) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const game = await huntGame(tx, huntId, gameId);
    if (await onlyPredicted(tx, huntId, game.slotName)) throw bonusHuntErrors.hasPredictions();
    await markGameRemoved(tx, gameId);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.remove_game',
      target: huntTarget(huntId),
      before: auditWholeGame(game),
    });
  });
}

/**
 * Undo of a removal (decision 047): within `RESTORE_WINDOW_SECONDS` of it, while the hunt runs, the
 * game comes back with its win, its position and its status; later, 409 `restore_expired`. On record.
 */
export async function restoreGame(db: Db, audit: AuditContext, huntId: number, gameId: number) {
  await db.transaction(async (tx) => {
    const hunt = await runningHunt(tx, huntId);
    const game = await findRecentlyRemovedGame(tx, huntId, gameId, RESTORE_WINDOW_SECONDS);
    if (!game) throw bonusHuntErrors.restoreExpired();
    if ((await gameRows(tx, huntId)).length >= MAX_HUNT_GAMES) throw bonusHuntErrors.tooManyGames();
    await restoreGameRow(tx, game);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.restore_game',
      target: huntTarget(huntId),
      after: { ...auditWholeGame(game), opening: hunt.openingGameId === gameId && game.winCents === null },
    });
  });
}

/** Puts the games in the order given (every game of the hunt exactly once); on record, old → new. */
export async function reorderGames(db: Db, audit: AuditContext, huntId: number, gameIds: number[]) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const order = (await gameRows(tx, huntId)).map((g) => g.id);
    const ids = new Set(order);
    if (
      new Set(gameIds).size !== gameIds.length ||
      gameIds.length !== ids.size ||
      gameIds.some((g) => !ids.has(g))
    ) {
      throw bonusHuntErrors.orderMismatch();
    }
    for (const [i, gameId] of gameIds.entries()) await setGamePosition(tx, gameId, i + 1);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.reorder',
      target: huntTarget(huntId),
      ...changes({ game_ids: order }, { game_ids: gameIds }),
    });
  });
}

/** Marks the game being opened now (its `pending_win`), or none; on record. */
export async function openGame(db: Db, audit: AuditContext, huntId: number, gameId: number | null) {
  await db.transaction(async (tx) => {
    const hunt = await runningHunt(tx, huntId);
    if (gameId !== null) await huntGame(tx, huntId, gameId);
    await setOpeningGame(tx, huntId, gameId);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.open_game',
      target: huntTarget(huntId),
      before: { opening_game_id: hunt.openingGameId },
      after: { opening_game_id: gameId },
    });
  });
}
