import { ok } from '@podium/shared/common/envelope';
import {
  staffTicketDetailSchema,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ticketQueue } from './ticket-queue.repository.ts';
import { closeTicket, staffReply, staffTicket } from './tickets.usecases.ts';

/** The support queue (mounted under /api/staff: Moderator or Admin). Staff never act on their own ticket. */
export async function ticketQueueRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/tickets',
    { schema: describe({ querystring: ticketQueueQuerySchema, data: ticketQueuePageSchema }) },
    async (request) => ok(await ticketQueue(db, parse(ticketQueueQuerySchema, request.query))),
  );

  app.get(
    '/tickets/:id',
    { schema: describe({ params: idParams(), data: staffTicketDetailSchema }) },
    async (request) => ok(await staffTicket(db, idParam(request.params))),
  );

  app.post(
    '/tickets/:id/reply',
    { schema: describe({ params: idParams(), body: ticketReplySchema, data: staffTicketDetailSchema }) },
    async (request) => {
      const actor = requireUser(request);
      const id = idParam(request.params);
      const { message } = parse(ticketReplySchema, request.body);
      return ok(await staffReply(db, id, actor.id, message), ticketsMessages.replied);
    },
  );

  app.post(
    '/tickets/:id/close',
    { schema: describe({ params: idParams(), data: staffTicketDetailSchema }) },
    async (request) => {
      const actor = requireUser(request);
      return ok(await closeTicket(db, idParam(request.params), actor.id), ticketsMessages.closed);
    },
  );
}
