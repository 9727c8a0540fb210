import { raffleErrors as catalogue } from '@podium/shared/raffles/errors';
import { type EntryRefusal, entryRefusalError, type RefusalFigures } from '@podium/shared/raffles/rules';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { type AppError, errorOf, serverErrors } from '../../lib/errors.ts';

/** The raffles' refusals (their code, status and words: the shared catalogue, decision 038). */
export const raffleErrors = serverErrors(catalogue);

/** The error for a refusal of the shared entry rule, in the words the entry panel shows too. */
export function refusalError(refusal: EntryRefusal, figures: RefusalFigures): AppError {
  const { entry, message } = entryRefusalError(refusal, figures);
  return errorOf(entry, message);
}

/** An entry's backstops: the once-only unique indexes and the balance CHECKs. */
export const entryConstraints: ConstraintErrors = {
  raffle_entries_free_once_key: raffleErrors.alreadyEnteredFree,
  raffle_entries_password_once_key: raffleErrors.alreadyEnteredPassword,
  users_points_non_negative: raffleErrors.insufficientPoints,
  points_transactions_balance_non_negative: raffleErrors.insufficientPoints,
  raffle_entries_raffle_id_raffles_id_fk: raffleErrors.notFound,
};

/** A draw's backstops: distinct members, one winner per place, one draw per nonce, a prize paid once. */
export const drawConstraints: ConstraintErrors = {
  raffle_winners_member_key: raffleErrors.alreadyDrawn,
  raffle_winners_position_key: raffleErrors.alreadyDrawn,
  raffle_draws_nonce_key: raffleErrors.alreadyDrawn,
  raffle_prize_awards_winner_key: raffleErrors.alreadyDrawn,
  raffle_prize_awards_prize_key: raffleErrors.alreadyDrawn,
};
