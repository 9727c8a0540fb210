import { bonusHuntErrors as catalogue } from '@podium/shared/bonus-hunts/errors';
import { MAX_HUNT_GAMES } from '@podium/shared/bonus-hunts/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** The bonus hunts' refusals (the shared catalogue, decision 038): predictions and the admin's actions. */
export const bonusHuntErrors = {
  ...errors,
  tooManyGames: () => errors.tooManyGames(MAX_HUNT_GAMES),
};

/** Saving a prediction: the hunt deleted meanwhile. */
export const predictConstraints: ConstraintErrors = {
  bonus_hunt_predictions_hunt_id_bonus_hunts_id_fk: bonusHuntErrors.notFound,
};
