import { ticketErrorCodes as codes } from '@podium/shared/tickets/errors';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError } from '../../lib/errors.ts';

/** The support tickets' refusals, the staff queue's included. */
export const ticketErrors = {
  notFound: defineError(codes.notFound, 404, ticketsMessages.notFound),
  closed: defineError(codes.closed, 409, ticketsMessages.isClosed),
  /** Not one of the member's purchases: shown under the purchase field. */
  redemptionNotFound: () =>
    new AppError(codes.redemptionNotFound, 400, ticketsMessages.redemptionNotFound, {
      redemption_id: [ticketsMessages.redemptionNotFound],
    }),
  ownTicket: defineError(codes.ownTicket, 403, ticketsMessages.ownTicket),
  tooMany: defineError(codes.tooManyTickets, 429, ticketsMessages.tooMany),
};

/** Opening a ticket: the purchase's foreign key is the backstop of the ownership check. */
export const ticketConstraints: ConstraintErrors = {
  support_tickets_redemption_id_store_redemptions_id_fk: ticketErrors.redemptionNotFound,
};
