import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The support tickets' refusals, the staff queue's included (decision 038). */
export const ticketErrors = {
  notFound: { code: 'tickets.not_found', status: 404, message: 'Ticket not found' },
  /** The ticket is closed: no more replies until it is reopened (decision 050). */
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
  /** A member reopens their own ticket only within TICKET_REOPEN_DAYS of its closing. */
  reopenExpired: {
    code: 'tickets.reopen_expired',
    status: 409,
    message: 'This ticket was closed more than 14 days ago. Open a new ticket if you still need help.',
  },
  /** Only a closed ticket can be reopened. */
  notClosed: { code: 'tickets.not_closed', status: 409, message: 'This ticket is already open.' },
  /** The member deleted their account: nobody is left to answer, so the ticket stays closed. */
  memberDeleted: {
    code: 'tickets.member_deleted',
    status: 409,
    message: 'The member deleted their account, so this ticket stays closed.',
  },
  tooManyTickets: {
    code: 'tickets.too_many_tickets',
    status: 429,
    message: 'You have opened too many tickets recently. Please wait an hour before opening another.',
  },
} as const satisfies ErrorCatalogue;

export const ticketErrorCodes = /* @__PURE__ */ errorCodes(ticketErrors);
