import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

/** The tournaments' refusals, predictions and admin actions included (decision 038). SPEC words are exact. */
export const tournamentErrors = {
  notFound: { code: 'tournaments.not_found', status: 404, message: 'Tournament Not Found' },
  loginRequired: { ...commonErrors.unauthorized, message: 'You must be logged in to make predictions' },
  predictionsClosed: {
    code: 'tournaments.predictions_closed',
    status: 409,
    message: 'Predictions are no longer active for this tournament',
  },
  /** A pick for a decided, unknown or foreign match, or a winner not in it (its field is the pick's). */
  badPick: {
    code: 'tournaments.bad_pick',
    status: 400,
    message: (matchId: number, kind: 'match' | 'winner' | 'ambiguous') =>
      kind === 'match'
        ? `Match ${matchId} cannot be picked`
        : kind === 'winner'
          ? `The winner picked for match ${matchId} is not in that match`
          : `Both slots of match ${matchId} have that name: pick by seed`,
  },
  /** A pick that would change (or add) the pick of a decided match; sending it again as it was is fine. */
  decidedPick: {
    code: 'tournaments.decided_pick',
    status: 409,
    message: 'That match is decided: its pick can no longer change.',
  },
  slotsLocked: {
    code: 'tournaments.slots_locked',
    status: 409,
    message: 'Slots can only be edited before any prediction or result',
  },
  slotCount: {
    code: 'tournaments.slot_count',
    status: 400,
    message: (size: number) => `A ${size}-slot tournament needs ${size} slots`,
    field: 'slots',
  },
  hasPredictions: {
    code: 'tournaments.has_predictions',
    status: 409,
    message: 'A tournament with predictions cannot be deleted',
  },
  matchNotFound: { code: 'tournaments.match_not_found', status: 404, message: 'Match not found' },
  matchNotReady: {
    code: 'tournaments.match_not_ready',
    status: 409,
    message: 'Both slots must be filled before a result is recorded',
  },
  alreadyDecided: {
    code: 'tournaments.already_decided',
    status: 409,
    message: 'This match already has a winner: correct it instead',
  },
  notDecided: {
    code: 'tournaments.not_decided',
    status: 409,
    message: 'This match has no result to correct',
  },
  tieNeedsWinner: {
    code: 'tournaments.tie_needs_winner',
    status: 400,
    message: 'The multipliers are equal: choose the winner',
    field: 'winner_slot',
  },
  laterRoundDecided: {
    code: 'tournaments.later_round_decided',
    status: 409,
    message: 'A later match already used this winner: correct that one first',
  },
  reasonRequired: {
    code: 'tournaments.reason_required',
    status: 400,
    message: 'Give a reason for the correction',
    field: 'reason',
  },
} as const satisfies ErrorCatalogue;

export const tournamentErrorCodes = /* @__PURE__ */ errorCodes(tournamentErrors);
