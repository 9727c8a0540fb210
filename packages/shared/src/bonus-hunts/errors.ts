/** Stable codes of the bonus hunts' failures, predictions and admin actions included (the envelope's `code`). */
export const bonusHuntErrorCodes = {
  notFound: 'bonus_hunts.not_found',
  predictionsClosed: 'bonus_hunts.predictions_closed',
  badGame: 'bonus_hunts.bad_game',
  alreadyFinished: 'bonus_hunts.already_finished',
  notFinished: 'bonus_hunts.not_finished',
  gameNotFound: 'bonus_hunts.game_not_found',
  tooManyGames: 'bonus_hunts.too_many_games',
  orderMismatch: 'bonus_hunts.order_mismatch',
  reasonRequired: 'bonus_hunts.reason_required',
  hasPredictions: 'bonus_hunts.has_predictions',
  renamePredicted: 'bonus_hunts.rename_predicted',
} as const;
export type BonusHuntErrorCode = (typeof bonusHuntErrorCodes)[keyof typeof bonusHuntErrorCodes];
