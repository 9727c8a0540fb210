import { MAX_HUNT_GAMES } from '@podium/shared/bonus-hunts/messages';
import { huntStatistics } from '@podium/shared/bonus-hunts/rules';
import type {
  HuntAdminDetail,
  HuntCreateInput,
  HuntGameInput,
  HuntUpdateInput,
  HuntWinInput,
} from '@podium/shared/bonus-hunts/schemas';
import { formatMoney } from '@podium/shared/common/money';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import {
  deleteGame,
  findGame,
  insertGame,
  insertHunt,
  markFinished,
  setGamePosition,
  setGameWin,
  setOpeningGame,
  updateGameRow,
  updateHuntRow,
} from './admin-bonus-hunts.repository.ts';
import { bonusHuntErrors } from './bonus-hunts.errors.ts';
import {
  countPredictions,
  dollars,
  findHunt,
  gameRows,
  gameViews,
  huntPredictions,
  toCents,
  toHuntView,
} from './bonus-hunts.repository.ts';
import type { BonusHuntRow } from './bonus-hunts.table.ts';
import { adjustHunt, huntWinners, payHunt, winnersView } from './prizes.usecases.ts';

const settingColumns = (input: HuntUpdateInput) => ({
  title: input.title,
  startBalanceCents: input.start_balance === undefined ? undefined : toCents(input.start_balance),
  prizePoints: input.prize_points,
  prizeXp: input.prize_xp,
  predictionsActive: input.predictions_active,
});

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
async function runningHunt(tx: Tx, id: number): Promise<BonusHuntRow> {
  const hunt = await findHunt(tx, id, true);
  if (!hunt) throw bonusHuntErrors.notFound();
  if (hunt.finishedAt) throw bonusHuntErrors.alreadyFinished();
  return hunt;
}

export async function createHunt(
  db: DbOrTx,
  input: HuntCreateInput,
  actorId: number | null,
): Promise<number> {
  return insertHunt(db, {
    title: input.title,
    startBalanceCents: toCents(input.start_balance),
    prizePoints: input.prize_points,
    prizeXp: input.prize_xp,
    predictionsActive: input.predictions_active,
    createdBy: actorId,
  });
}

/** Settings and predictions open or closed, while the hunt runs. */
export async function updateHunt(db: Db, id: number, input: HuntUpdateInput) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, id);
    await updateHuntRow(tx, id, settingColumns(input));
  });
}

/** Adds a game at the end of the order. */
export async function addGame(db: Db, huntId: number, input: HuntGameInput) {
  return db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const games = await gameRows(tx, huntId);
    if (games.length >= MAX_HUNT_GAMES) throw bonusHuntErrors.tooManyGames();
    const position = Math.max(0, ...games.map((g) => g.position)) + 1;
    return insertGame(tx, huntId, position, gameColumns(input));
  });
}

async function huntGame(tx: Tx, huntId: number, gameId: number) {
  const game = await findGame(tx, huntId, gameId);
  if (!game) throw bonusHuntErrors.gameNotFound();
  return game;
}

/** Edits a game's slot, provider, bet or image while the hunt runs. */
export async function updateGame(db: Db, huntId: number, gameId: number, input: HuntGameInput) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const game = await huntGame(tx, huntId, gameId);
    if (input.slot_name !== game.slotName) await refuseIfOnlyPredicted(tx, huntId, game.slotName);
    await updateGameRow(tx, gameId, gameColumns(input));
  });
}

/**
 * Whether a prediction's top-game pick names a slot only this game has: the pick is matched by name
 * (the shared closest rule), so removing or renaming that game would leave the pick unable to win.
 */
async function onlyPredicted(tx: DbOrTx, huntId: number, slotName: string): Promise<boolean> {
  const games = await gameRows(tx, huntId);
  const sameName = games.filter((g) => g.slotName === slotName).length;
  const named = (await huntPredictions(tx, huntId)).some((p) => p.highest_multiplier_game === slotName);
  return named && sameName === 1;
}

async function refuseIfOnlyPredicted(tx: DbOrTx, huntId: number, slotName: string) {
  if (await onlyPredicted(tx, huntId, slotName)) throw bonusHuntErrors.renamePredicted();
}

/** Removes a game while the hunt runs, unless a prediction names a slot only this game has. */
export async function removeGame(db: Db, huntId: number, gameId: number) {
  await db.transaction(async (tx) => {
    const hunt = await runningHunt(tx, huntId);
    const game = await huntGame(tx, huntId, gameId);
    if (await onlyPredicted(tx, huntId, game.slotName)) throw bonusHuntErrors.hasPredictions();
    await deleteGame(tx, gameId);
    if (hunt.openingGameId === gameId) await setOpeningGame(tx, huntId, null);
  });
}

/** Puts the games in the order given (every game of the hunt exactly once). */
export async function reorderGames(db: Db, huntId: number, gameIds: number[]) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    const ids = new Set((await gameRows(tx, huntId)).map((g) => g.id));
    if (
      new Set(gameIds).size !== gameIds.length ||
      gameIds.length !== ids.size ||
      gameIds.some((g) => !ids.has(g))
    ) {
      throw bonusHuntErrors.orderMismatch();
    }
    for (const [i, gameId] of gameIds.entries()) await setGamePosition(tx, gameId, i + 1);
  });
}

/** Marks the game being opened now (its `pending_win`), or none. */
export async function openGame(db: Db, huntId: number, gameId: number | null) {
  await db.transaction(async (tx) => {
    await runningHunt(tx, huntId);
    if (gameId !== null) await huntGame(tx, huntId, gameId);
    await setOpeningGame(tx, huntId, gameId);
  });
}

/**
 * Records a game's win. While the hunt runs it may be recorded again (a typo fixed), and the next
 * unopened game in order becomes the one being opened. After the hunt finished it is a correction:
 * a reason is required and the winners' payouts are adjusted by the difference.
 */
export async function recordWin(
  db: Db,
  actorId: number,
  huntId: number,
  gameId: number,
  input: HuntWinInput,
) {
  const reason = input.reason?.trim() ?? '';
  return db.transaction(async (tx) => {
    const hunt = await findHunt(tx, huntId, true);
    if (!hunt) throw bonusHuntErrors.notFound();
    await huntGame(tx, huntId, gameId);
    if (hunt.finishedAt && !reason) throw bonusHuntErrors.reasonRequired();
    await setGameWin(tx, gameId, toCents(input.slot_win));
    if (hunt.finishedAt) {
      await adjustHunt(tx, hunt, actorId, reason);
      return { corrected: true };
    }
    const games = await gameRows(tx, huntId);
    const at = games.findIndex((g) => g.id === gameId);
    const next =
      games.slice(at + 1).find((g) => g.winCents === null) ?? games.find((g) => g.winCents === null) ?? null;
    await setOpeningGame(tx, huntId, next?.id ?? null);
    return { corrected: false };
  });
}

/**
 * Finishes the hunt and pays its winners, once: the conditional `finished_at IS NULL` update and the
 * payouts share one transaction, so two finishes at once (or a retry) pay once; the loser is told
 * the hunt has finished. The Discord announcement is queued in the same transaction.
 */
export async function finishHunt(db: Db, huntId: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    const hunt = await markFinished(tx, huntId);
    if (!hunt) {
      throw (await findHunt(tx, huntId)) ? bonusHuntErrors.alreadyFinished() : bonusHuntErrors.notFound();
    }
    await payHunt(tx, hunt, actorId);
    await announce(tx, { key: `bonus-hunt:${hunt.id}`, content: await announcement(tx, hunt) });
  });
}

async function announcement(tx: Tx, hunt: BonusHuntRow): Promise<string> {
  const winners = await huntWinners(tx, hunt);
  const money = (n: number) => formatMoney(n, '$', 2);
  const lines = [
    `🎰 Bonus hunt "${hunt.title}" finished: start ${money(dollars(hunt.startBalanceCents))}, end ${money(winners.actual.end_balance)}.`,
  ];
  if (winners.actual.top_game) {
    lines.push(`Best game: ${winners.actual.top_game} (${winners.actual.highest_multiplier?.toFixed(2)}x).`);
  }
  const named = [
    ['Closest end balance', winners.end_balance],
    ['Closest highest multiplier', winners.highest_multiplier],
    ['Top game called first', winners.correct_game],
  ] as const;
  for (const [label, w] of named) if (w) lines.push(`${label}: ${w.user.username}`);
  return lines.join('\n');
}
