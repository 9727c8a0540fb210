/** Stable codes of the support tickets' failures, the staff queue's included (the envelope's `code`). */
export const ticketErrorCodes = {
  notFound: 'tickets.not_found',
  /** The ticket is closed: no more replies (the member opens a new one). */
  closed: 'tickets.closed',
  /** The redemption named is not one of the member's own purchases. */
  redemptionNotFound: 'tickets.redemption_not_found',
  /** Staff never answer or close their own ticket (separation of duties). */
  ownTicket: 'tickets.own_ticket',
  tooManyTickets: 'tickets.too_many_tickets',
} as const;
export type TicketErrorCode = (typeof ticketErrorCodes)[keyof typeof ticketErrorCodes];
