/** Stable codes of the wager raffles' failures (the envelope's `code`). */
export const wagerRaffleErrorCodes = {
  notFound: 'wager_raffles.not_found',
  alreadyDrawn: 'wager_raffles.already_drawn',
  frozen: 'wager_raffles.frozen',
  unknownCasino: 'wager_raffles.unknown_casino',
  tooManyTickets: 'wager_raffles.too_many_tickets',
  prizeNotFound: 'wager_raffles.prize_not_found',
  notCustom: 'wager_raffles.not_custom',
  noWinner: 'wager_raffles.no_winner',
  alreadyHandedOver: 'wager_raffles.already_handed_over',
  ownPrize: 'wager_raffles.own_prize',
} as const;
export type WagerRaffleErrorCode = (typeof wagerRaffleErrorCodes)[keyof typeof wagerRaffleErrorCodes];
