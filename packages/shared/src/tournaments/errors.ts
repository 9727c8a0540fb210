/** Stable codes of the tournaments' failures, predictions and admin actions included (the envelope's `code`). */
export const tournamentErrorCodes = {
  notFound: 'tournaments.not_found',
  predictionsClosed: 'tournaments.predictions_closed',
  badPick: 'tournaments.bad_pick',
  slotsLocked: 'tournaments.slots_locked',
  slotCount: 'tournaments.slot_count',
  hasPredictions: 'tournaments.has_predictions',
  matchNotFound: 'tournaments.match_not_found',
  matchNotReady: 'tournaments.match_not_ready',
  alreadyDecided: 'tournaments.already_decided',
  notDecided: 'tournaments.not_decided',
  tieNeedsWinner: 'tournaments.tie_needs_winner',
  laterRoundDecided: 'tournaments.later_round_decided',
  reasonRequired: 'tournaments.reason_required',
} as const;
export type TournamentErrorCode = (typeof tournamentErrorCodes)[keyof typeof tournamentErrorCodes];
