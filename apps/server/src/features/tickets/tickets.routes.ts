import { ok } from '@podium/shared/common/envelope';
import {
  TICKETS_PER_HOUR,
  ticketCreateSchema,
  ticketDetailSchema,
  ticketReplySchema,
  ticketSummarySchema,
  ticketsMessages,
  ticketUnreadSchema,
} from '@podium/shared/tickets/schemas';
import { z } from 'zod';
import { attemptLimiter, memberKey, perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ticketErrors } from './tickets.errors.ts';
import { memberTickets, unreadCount } from './tickets.repository.ts';
import { memberReopen, memberReply, memberTicket, openTicket } from './tickets.usecases.ts';

const replyLimit = perMemberLimit(30);
const reopenLimit = perMemberLimit(10);

/** A member's own support tickets (signed-in only): open one, read the conversation, reply. */
export async function ticketRoutes(app: App) {
  const { db } = app.deps;
  const opened = attemptLimiter(app, '1 hour', [
    { max: TICKETS_PER_HOUR, key: (r) => (r.user ? `tickets:${memberKey(r)}` : null) },
  ]);

  app.get('/api/r/tickets', { schema: describe({ data: z.array(ticketSummarySchema) }) }, async (request) =>
    ok(await memberTickets(db, requireUser(request).id)),
  );

  app.get('/api/r/tickets/unread', { schema: describe({ data: ticketUnreadSchema }) }, async (request) =>
    ok({ count: await unreadCount(db, requireUser(request).id) }),
  );

  app.post(
    '/api/r/tickets',
    { schema: describe({ body: ticketCreateSchema, data: ticketDetailSchema, status: 201 }) },
    async (request, reply) => {
      const member = requireUser(request);
      const input = request.body;
      if (!(await opened.take(request)).allowed) throw ticketErrors.tooMany();
      const ticket = await openTicket(db, member.id, input);
      return reply.code(201).send(ok(ticket, ticketsMessages.created));
    },
  );

  app.get(
    '/api/r/tickets/:id',
    { schema: describe({ params: idParams(), data: ticketDetailSchema }) },
    async (request) => {
      const member = requireUser(request);
      return ok(await memberTicket(db, request.params.id, member.id));
    },
  );

  app.post(
    '/api/r/tickets/:id/reply',
    {
      config: replyLimit,
      schema: describe({ params: idParams(), body: ticketReplySchema, data: ticketDetailSchema }),
    },
    async (request) => {
      const member = requireUser(request);
      const { id } = request.params;
      const { message } = request.body;
      return ok(await memberReply(db, id, member.id, message), ticketsMessages.replied);
    },
  );

  app.post(
    '/api/r/tickets/:id/reopen',
    { config: reopenLimit, schema: describe({ params: idParams(), data: ticketDetailSchema }) },
    async (request) => {
      const member = requireUser(request);
      return ok(await memberReopen(db, request.params.id, member.id), ticketsMessages.reopened);
    },
  );
}
