import { ok } from '@podium/shared/common/envelope';
import {
  contactMessageSchema,
  contactMessages,
  contactReplySchema,
  inboxPageSchema,
  inboxQuerySchema,
} from '@podium/shared/contact/schemas';
import { createMailer } from '../../lib/mailer.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { inboxPage } from './contact.repository.ts';
import { markMessage, replyToMessage } from './contact.usecases.ts';

/** The marks an admin sets on a message: path (and action on record), and what the toast says. */
const marks = [
  { action: 'read', message: contactMessages.markedRead },
  { action: 'unread', message: contactMessages.markedUnread },
  { action: 'archive', message: contactMessages.archived },
  { action: 'restore', message: contactMessages.restored },
] as const;

/** Admin › Contact inbox (mounted under /api/admin, Admin only): read, archive, reply by email. */
export async function adminContactRoutes(app: App) {
  const { db, config } = app.deps;
  const mailer = createMailer(config.mail);
  app.addHook('onClose', async () => mailer.close());

  app.get(
    '/contact/messages',
    { schema: describe({ querystring: inboxQuerySchema, data: inboxPageSchema }) },
    async (request) => {
      const page = await inboxPage(db, request.query);
      return ok({ ...page, can_reply: mailer.enabled });
    },
  );

  for (const { action, message } of marks) {
    app.post(
      `/contact/messages/:id/${action}`,
      {
        config: { audit: `contact.${action}` },
        schema: describe({ params: idParams(), data: contactMessageSchema }),
      },
      async (request) => ok(await markMessage(db, auditContext(request), request.params.id, action), message),
    );
  }

  app.post(
    '/contact/messages/:id/reply',
    {
      config: { audit: 'contact.reply' },
      schema: describe({ params: idParams(), body: contactReplySchema, data: contactMessageSchema }),
    },
    async (request) => {
      const { id } = request.params;
      const { message } = request.body;
      const row = await replyToMessage({ db, mailer, log: request.log }, auditContext(request), id, message);
      return ok(row, contactMessages.replied);
    },
  );
}
