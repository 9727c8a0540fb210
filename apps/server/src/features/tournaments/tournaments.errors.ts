import { tournamentErrorCodes as codes } from '@podium/shared/tournaments/errors';
import {
  tournamentAdminMessages as admin,
  tournamentMessages as m,
} from '@podium/shared/tournaments/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError, unauthorized } from '../../lib/errors.ts';

/** The tournaments' refusals: predictions and the admin's actions. */
export const tournamentErrors = {
  notFound: defineError(codes.notFound, 404, m.notFound),
  loginRequired: () => unauthorized(m.loginRequired),
  predictionsClosed: defineError(codes.predictionsClosed, 409, m.predictionsClosed),
  /** A pick for a decided, unknown or foreign match, or a name not in it: names the pick (index i). */
  badPick: (index: number, matchId: number, kind: 'match' | 'winner') => {
    const message = kind === 'match' ? m.badPick(matchId) : m.badWinner(matchId);
    return new AppError(codes.badPick, 400, message, { [`predictions.${index}`]: [message] });
  },
  slotsLocked: defineError(codes.slotsLocked, 409, admin.slotsLocked),
  slotCount: (size: number) =>
    new AppError(codes.slotCount, 400, admin.slotCount(size), { slots: [admin.slotCount(size)] }),
  hasPredictions: defineError(codes.hasPredictions, 409, admin.hasPredictions),
  matchNotFound: defineError(codes.matchNotFound, 404, admin.matchNotFound),
  matchNotReady: defineError(codes.matchNotReady, 409, admin.matchNotReady),
  alreadyDecided: defineError(codes.alreadyDecided, 409, admin.alreadyDecided),
  notDecided: defineError(codes.notDecided, 409, admin.notDecided),
  tieNeedsWinner: () =>
    new AppError(codes.tieNeedsWinner, 400, admin.tieNeedsWinner, { winner_slot: [admin.tieNeedsWinner] }),
  laterRoundDecided: defineError(codes.laterRoundDecided, 409, admin.laterRoundDecided),
  reasonRequired: () =>
    new AppError(codes.reasonRequired, 400, admin.reasonRequired, { reason: [admin.reasonRequired] }),
};

/** Deleting: the restrict keys mean predictions (or payouts) exist. */
export const deleteConstraints: ConstraintErrors = {
  tournament_predictions_tournament_id_tournaments_id_fk: tournamentErrors.hasPredictions,
  tournament_payouts_tournament_id_tournaments_id_fk: tournamentErrors.hasPredictions,
};

/** Saving picks: a tournament deleted meanwhile; a match removed meanwhile. */
export const predictConstraints: ConstraintErrors = {
  tournament_predictions_tournament_id_tournaments_id_fk: tournamentErrors.notFound,
  tournament_picks_match_id_tournament_matches_id_fk: tournamentErrors.notFound,
};
