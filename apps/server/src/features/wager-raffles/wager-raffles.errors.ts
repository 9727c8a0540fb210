import { wagerRaffleErrorCodes as codes } from '@podium/shared/wager-raffles/errors';
import {
  wagerRaffleAdminMessages as admin,
  wagerRaffleMessages,
} from '@podium/shared/wager-raffles/messages';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError } from '../../lib/errors.ts';

const fieldError = (code: string, status: number, field: string, message: string) => () =>
  new AppError(code, status, message, { [field]: [message] });

/** The wager raffles' refusals. */
export const wagerRaffleErrors = {
  notFound: defineError(codes.notFound, 404, wagerRaffleMessages.notFound),
  alreadyDrawn: defineError(codes.alreadyDrawn, 409, admin.alreadyDrawn),
  frozen: defineError(codes.frozen, 409, admin.frozen),
  unknownCasino: fieldError(codes.unknownCasino, 400, 'casino_ids', admin.unknownCasino),
  casinoNoUsername: fieldError(codes.unknownCasino, 400, 'casino_ids', admin.casinoNoUsername),
  tooManyTickets: defineError(codes.tooManyTickets, 409, admin.tooManyTickets),
  prizeNotFound: defineError(codes.prizeNotFound, 404, admin.prizeNotFound),
  notCustom: defineError(codes.notCustom, 409, admin.notCustom),
  noWinner: defineError(codes.noWinner, 409, admin.noWinner),
  alreadyHandedOver: defineError(codes.alreadyHandedOver, 409, admin.alreadyHandedOver),
  ownPrize: defineError(codes.ownPrize, 403, admin.ownPrize),
};

/** Backstops of a draw: one winner per prize, a ticket wins once, ranges written once. */
export const drawConstraints: ConstraintErrors = {
  wager_raffle_winners_prize_key: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_winners_ticket_key: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_tickets_pkey: wagerRaffleErrors.alreadyDrawn,
  wager_raffle_tickets_first_key: wagerRaffleErrors.alreadyDrawn,
};

/** Backstops of create / edit. */
export const inputConstraints: ConstraintErrors = {
  wager_raffle_casinos_platform_id_leaderboard_platforms_id_fk: wagerRaffleErrors.unknownCasino,
};
