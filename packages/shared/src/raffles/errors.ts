/** Stable codes of the raffles' failures, entries, draws and admin actions included (the envelope's `code`). */
export const raffleErrorCodes = {
  notFound: 'raffles.not_found',
  /** Signed in, but no Kick username linked (SPEC §5). */
  kickRequired: 'raffles.kick_required',
  ended: 'raffles.ended',
  notAccepting: 'raffles.not_accepting',
  methodNotAllowed: 'raffles.method_not_allowed',
  alreadyEnteredFree: 'raffles.already_entered_free',
  alreadyEnteredPassword: 'raffles.already_entered_password',
  wrongPassword: 'raffles.wrong_password',
  tooManyGuesses: 'raffles.too_many_guesses',
  pointsNotMultiple: 'raffles.points_not_multiple',
  ticketLimit: 'raffles.ticket_limit',
  tooManyTickets: 'raffles.too_many_tickets',
  insufficientPoints: 'raffles.insufficient_points',
  /** Admin: a raffle needs at least one way to enter. */
  noEntryMethod: 'raffles.no_entry_method',
  alreadyDrawn: 'raffles.already_drawn',
  notDrawn: 'raffles.not_drawn',
  cancelled: 'raffles.cancelled',
  notAWinner: 'raffles.not_a_winner',
  noMemberLeft: 'raffles.no_member_left',
  entryNotFound: 'raffles.entry_not_found',
} as const;
export type RaffleErrorCode = (typeof raffleErrorCodes)[keyof typeof raffleErrorCodes];
