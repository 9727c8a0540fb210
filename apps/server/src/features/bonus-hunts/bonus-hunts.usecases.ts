import { huntStatistics } from '@podium/shared/bonus-hunts/rules';
import type { BonusHuntCurrent, HuntPredictInput } from '@podium/shared/bonus-hunts/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { bonusHuntErrors, predictConstraints } from './bonus-hunts.errors.ts';
import {
  currentHunt,
  dollars,
  gameRows,
  gameViews,
  huntsPredicted,
  shareLockHunt,
  toCents,
  toHuntView,
  upsertPrediction,
  userPrediction,
} from './bonus-hunts.repository.ts';

const emptyStatistics = huntStatistics(0, []);

/** GET /api/r/bonus-hunts/current (SPEC §7): the hunt, its statistics, its games, the viewer's prediction. */
export async function currentHuntView(db: DbOrTx, viewerId: number | null): Promise<BonusHuntCurrent> {
  const hunt = await currentHunt(db);
  if (!hunt) return { hunt: null, statistics: emptyStatistics, games: [], user_prediction: null };
  const [games, own] = await Promise.all([
    gameViews(db, hunt),
    viewerId ? userPrediction(db, hunt.id, viewerId) : Promise.resolve(null),
  ]);
  return {
    hunt: toHuntView(hunt),
    statistics: huntStatistics(dollars(hunt.startBalanceCents), games),
    games,
    user_prediction: own,
  };
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
