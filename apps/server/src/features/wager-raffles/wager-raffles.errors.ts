import { wagerRaffleErrors as catalogue } from '@podium/shared/wager-raffles/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** The wager raffles' refusals (the shared catalogue, decision 038). */
export const wagerRaffleErrors = serverErrors(catalogue);

/** Backstops of a draw: one winner per prize, a ticket wins once, ranges written once. */
export const drawConstraints: ConstraintErrors = {
  wager_raffle_winners_prize_key: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_winners_ticket_key: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_winners_nonce_key: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_tickets_pkey: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_tickets_first_key: wagerRaffleErrors.alreadyDrawn,
};

/** Backstops of create / edit. */
export const inputConstraints: ConstraintErrors = {
  wager_raffle_casinos_platform_id_leaderboard_platforms_id_fk: wagerRaffleErrors.unknownCasino,
};
