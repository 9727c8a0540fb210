import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

/** The bonus hunts' refusals, predictions and admin actions included (decision 038). SPEC §8 words are exact. */
export const bonusHuntErrors = {
  notFound: { code: 'bonus_hunts.not_found', status: 404, message: 'Bonus hunt not found' },
  loginRequired: { ...commonErrors.unauthorized, message: 'You must be logged in to make predictions' },
  predictionsClosed: {
    code: 'bonus_hunts.predictions_closed',
    status: 409,
    message: 'Predictions are closed for this hunt',
  },
  badGame: {
    code: 'bonus_hunts.bad_game',
    status: 400,
    message: "Choose one of this hunt's slots",
    field: 'highest_multiplier_game',
  },
  alreadyFinished: {
    code: 'bonus_hunts.already_finished',
    status: 409,
    message: 'This hunt has finished: correct a result instead',
  },
  /** Starting a hunt while another runs, unless the request confirms running both (decision 045). */
  anotherRunning: {
    code: 'bonus_hunts.another_running',
    status: 409,
    message: 'Another hunt is running: finish it first, or confirm to run both.',
  },
  notFinished: { code: 'bonus_hunts.not_finished', status: 409, message: 'This hunt has not finished yet' },
  gameNotFound: { code: 'bonus_hunts.game_not_found', status: 404, message: 'Game not found' },
  tooManyGames: {
    code: 'bonus_hunts.too_many_games',
    status: 409,
    message: (max: number) => `A hunt holds at most ${max} games`,
  },
  orderMismatch: {
    code: 'bonus_hunts.order_mismatch',
    status: 400,
    message: 'Send every game of the hunt exactly once',
    field: 'game_ids',
  },
  reasonRequired: {
    code: 'bonus_hunts.reason_required',
    status: 400,
    message: 'Give a reason for the correction',
    field: 'reason',
  },
  hasPredictions: {
    code: 'bonus_hunts.has_predictions',
    status: 409,
    message: 'A game cannot be removed once members have predicted',
  },
  renamePredicted: {
    code: 'bonus_hunts.rename_predicted',
    status: 409,
    message: 'Members have picked this game as the top game: it cannot be renamed',
    field: 'slot_name',
  },
  /** A win above the hunt's "confirm wins above" multiple, sent without `confirm_large_win` (decision 047). */
  largeWin: {
    code: 'bonus_hunts.large_win',
    status: 409,
    message: (limit: number) =>
      `That win is more than ${new Intl.NumberFormat('en-US').format(limit)}× the bet: confirm to record it.`,
    field: 'slot_win',
  },
  /** Undo after its window, or of a game that was not removed (decision 047). */
  restoreExpired: {
    code: 'bonus_hunts.restore_expired',
    status: 409,
    message: 'Too late to undo: the game was removed more than 30 seconds ago. Add it again instead.',
  },
} as const satisfies ErrorCatalogue;

export const bonusHuntErrorCodes = /* @__PURE__ */ errorCodes(bonusHuntErrors);
