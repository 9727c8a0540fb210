import { ok } from '@podium/shared/common/envelope';
import {
  staffTicketDetailSchema,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { ticketQueue } from './ticket-queue.repository.ts';
import { closeTicket, staffNote, staffReopen, staffReply, staffTicket } from './tickets.usecases.ts';

/** The support queue (mounted under /api/staff: Moderator or Admin). Staff never act on their own ticket. */
export async function ticketQueueRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/tickets',
    { schema: describe({ querystring: ticketQueueQuerySchema, data: ticketQueuePageSchema }) },
    async (request) => ok(await ticketQueue(db, request.query)),
  );

  app.get(
    '/tickets/:id',
    { schema: describe({ params: idParams(), data: staffTicketDetailSchema }) },
    async (request) => ok(await staffTicket(db, request.params.id)),
  );

  app.post(
    '/tickets/:id/reply',
    {
      config: { audit: 'tickets.reply' },
      schema: describe({ params: idParams(), body: ticketReplySchema, data: staffTicketDetailSchema }),
    },
    async (request) => {
      const { id } = request.params;
      const { message } = request.body;
      return ok(await staffReply(db, auditContext(request), id, message), ticketsMessages.replied);
    },
  );

  app.post(
    '/tickets/:id/notes',
    {
      config: { audit: 'tickets.note' },
      schema: describe({ params: idParams(), body: ticketReplySchema, data: staffTicketDetailSchema }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await staffNote(db, auditContext(request), id, request.body.message), ticketsMessages.noted);
    },
  );

  app.post(
    '/tickets/:id/close',
    {
      config: { audit: 'tickets.close' },
      schema: describe({ params: idParams(), data: staffTicketDetailSchema }),
    },
    async (request) => {
      return ok(await closeTicket(db, auditContext(request), request.params.id), ticketsMessages.closed);
    },
  );

  app.post(
    '/tickets/:id/reopen',
    {
      config: { audit: 'tickets.reopen' },
      schema: describe({ params: idParams(), data: staffTicketDetailSchema }),
    },
    async (request) => {
      return ok(await staffReopen(db, auditContext(request), request.params.id), ticketsMessages.reopened);
    },
  );
}
