import { tournamentErrors as catalogue } from '@podium/shared/tournaments/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { errorOf, serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** The tournaments' refusals (the shared catalogue, decision 038): predictions and the admin's actions. */
export const tournamentErrors = {
  ...errors,
  /** A refused pick, under that pick's field (`predictions.<index>`). */
  badPick: (index: number, matchId: number, kind: 'match' | 'winner' | 'ambiguous') => {
    const message = catalogue.badPick.message(matchId, kind);
    return errorOf(catalogue.badPick, message, { [`predictions.${index}`]: [message] });
  },
  /** A pick that would change a decided match's pick, under that pick's field. */
  decidedPick: (index: number) =>
    errorOf(catalogue.decidedPick, catalogue.decidedPick.message, {
      [`predictions.${index}`]: [catalogue.decidedPick.message],
    }),
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
