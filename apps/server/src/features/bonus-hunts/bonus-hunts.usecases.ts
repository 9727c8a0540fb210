import { huntStatistics } from '@podium/shared/bonus-hunts/rules';
import type { BonusHuntCurrent, HuntPredictInput } from '@podium/shared/bonus-hunts/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { bonusHuntErrors, predictConstraints } from './bonus-hunts.errors.ts';
import {
  currentHunt,
  dollars,
  findHunt,
  gameRows,
  gameViews,
  huntsPredicted,
  shareLockHunt,
  toCents,
  toHuntView,
  upsertPrediction,
  userPrediction,
} from './bonus-hunts.repository.ts';
import type { BonusHuntRow } from './bonus-hunts.table.ts';
import { winnersView } from './prizes.usecases.ts';

const emptyStatistics = huntStatistics(0, []);

/** A hunt as the page and the overlays show it; `winners` once it has finished (who won what). */
async function huntView(db: DbOrTx, hunt: BonusHuntRow, viewerId: number | null): Promise<BonusHuntCurrent> {
  const [games, own, winners] = await Promise.all([
    gameViews(db, hunt),
    viewerId ? userPrediction(db, hunt.id, viewerId) : Promise.resolve(null),
    hunt.finishedAt ? winnersView(db, hunt) : Promise.resolve([]),
  ]);
  return {
    hunt: toHuntView(hunt),
    statistics: huntStatistics(dollars(hunt.startBalanceCents), games),
    games,
    user_prediction: own,
    winners,
  };
}

/**
 * GET /api/r/bonus-hunts/current (SPEC §7): the current hunt (`currentHunt`, decision 045), its
 * statistics, its games, the viewer's prediction and, once finished, its winners.
 */
export async function currentHuntView(db: DbOrTx, viewerId: number | null): Promise<BonusHuntCurrent> {
  const hunt = await currentHunt(db);
  if (!hunt)
    return { hunt: null, statistics: emptyStatistics, games: [], user_prediction: null, winners: [] };
  return huntView(db, hunt, viewerId);
}

/** GET /api/r/bonus-hunts/{huntId}: one hunt whatever else runs (the pinned overlay); 404 when unknown. */
export async function huntByIdView(db: DbOrTx, huntId: number, viewerId: number | null) {
  const hunt = await findHunt(db, huntId);
  if (!hunt) throw bonusHuntErrors.notFound();
  return huntView(db, hunt, viewerId);
}

/**
 * POST /api/r/bonus-hunts/{huntId}/predict: creates or replaces the member's one prediction while the
 * hunt runs with predictions open. The game must be one of the hunt's slot names (matched without
 * regard to case; the hunt's spelling is stored). The hunt row is locked (shared), so closing
 * predictions or finishing waits for a save in flight. Returns whether it was created.
 */
export async function savePrediction(db: Db, userId: number, huntId: number, input: HuntPredictInput) {
  try {
    return await db.transaction(async (tx) => {
      const hunt = await shareLockHunt(tx, huntId);
      if (!hunt) throw bonusHuntErrors.notFound();
      if (hunt.finishedAt || !hunt.predictionsActive) throw bonusHuntErrors.predictionsClosed();
      const wanted = input.highest_multiplier_game.toLocaleLowerCase('en-US');
      const game = (await gameRows(tx, huntId)).find((g) => g.slotName.toLocaleLowerCase('en-US') === wanted);
      if (!game) throw bonusHuntErrors.badGame();

      const created = await upsertPrediction(tx, huntId, userId, {
        endBalanceCents: toCents(input.end_balance),
        highestMultiplierHundredths: toCents(input.highest_multiplier),
        highestMultiplierGame: game.slotName,
      });
      await unlockReached(tx, userId, 'bonus_hunt_predictions', await huntsPredicted(tx, userId));
      return { created };
    });
  } catch (error) {
    throw constraintError(error, predictConstraints);
  }
}
