import { ticketErrors as catalogue } from '@podium/shared/tickets/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

const { tooManyTickets, ...errors } = serverErrors(catalogue);

/** The support tickets' refusals, the staff queue's included (the shared catalogue, decision 038). */
export const ticketErrors = { ...errors, tooMany: tooManyTickets };

/** Opening a ticket: the purchase's foreign key is the backstop of the ownership check. */
export const ticketConstraints: ConstraintErrors = {
  support_tickets_redemption_id_store_redemptions_id_fk: ticketErrors.redemptionNotFound,
};
