import { bonusHuntErrorCodes as codes } from '@podium/shared/bonus-hunts/errors';
import { bonusHuntAdminMessages as admin, bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError, unauthorized } from '../../lib/errors.ts';

const fieldError = (code: string, status: number, field: string, message: string) => () =>
  new AppError(code, status, message, { [field]: [message] });

/** The bonus hunts' refusals: predictions and the admin's actions. */
export const bonusHuntErrors = {
  notFound: defineError(codes.notFound, 404, m.notFound),
  loginRequired: () => unauthorized(m.loginRequired),
  predictionsClosed: defineError(codes.predictionsClosed, 409, m.predictionsClosed),
  badGame: fieldError(codes.badGame, 400, 'highest_multiplier_game', m.badGame),
  alreadyFinished: defineError(codes.alreadyFinished, 409, admin.alreadyFinished),
  notFinished: defineError(codes.notFinished, 409, admin.notFinished),
  gameNotFound: defineError(codes.gameNotFound, 404, admin.gameNotFound),
  tooManyGames: defineError(codes.tooManyGames, 409, admin.tooManyGames),
  orderMismatch: fieldError(codes.orderMismatch, 400, 'game_ids', admin.orderMismatch),
  reasonRequired: fieldError(codes.reasonRequired, 400, 'reason', admin.reasonRequired),
  hasPredictions: defineError(codes.hasPredictions, 409, admin.hasPredictions),
  renamePredicted: fieldError(codes.renamePredicted, 409, 'slot_name', admin.renamePredicted),
};

/** Saving a prediction: the hunt deleted meanwhile. */
export const predictConstraints: ConstraintErrors = {
  bonus_hunt_predictions_hunt_id_bonus_hunts_id_fk: bonusHuntErrors.notFound,
};
