import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The support tickets' refusals, the staff queue's included (decision 038). */
export const ticketErrors = {
  notFound: { code: 'tickets.not_found', status: 404, message: 'Ticket not found' },
  /** The ticket is closed: no more replies (the member opens a new one). */
  closed: {
    code: 'tickets.closed',
    status: 409,
    message: 'This ticket is closed. Open a new ticket if you still need help.',
  },
  /** The redemption named is not one of the member's own purchases. */
  redemptionNotFound: {
    code: 'tickets.redemption_not_found',
    status: 400,
    message: 'Choose one of your own purchases',
    field: 'redemption_id',
  },
  /** Staff never answer or close their own ticket (separation of duties). */
  ownTicket: {
    code: 'tickets.own_ticket',
    status: 403,
    message: 'This is your own ticket: another moderator or admin must answer or close it.',
  },
  tooManyTickets: {
    code: 'tickets.too_many_tickets',
    status: 429,
    message: 'You have opened too many tickets recently. Please wait an hour before opening another.',
  },
} as const satisfies ErrorCatalogue;

export const ticketErrorCodes = /* @__PURE__ */ errorCodes(ticketErrors);
