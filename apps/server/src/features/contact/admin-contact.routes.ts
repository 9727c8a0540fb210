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
import { requireUser } from '../../plugins/auth.ts';
import { contactErrors } from './contact.errors.ts';
import { findMessage, inboxPage, setMark } from './contact.repository.ts';
import { replyToMessage } from './contact.usecases.ts';

/** The marks an admin sets on a message: path, column, on or off, and what the toast says. */
const marks = [
  { action: 'read', mark: 'readAt', on: true, message: contactMessages.markedRead },
  { action: 'unread', mark: 'readAt', on: false, message: contactMessages.markedUnread },
  { action: 'archive', mark: 'archivedAt', on: true, message: contactMessages.archived },
  { action: 'restore', mark: 'archivedAt', on: false, message: contactMessages.restored },
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

  for (const { action, mark, on, message } of marks) {
    app.post(
      `/contact/messages/:id/${action}`,
      { schema: describe({ params: idParams(), data: contactMessageSchema }) },
      async (request) => {
        const { id } = request.params;
        if (!(await setMark(db, id, mark, on))) throw contactErrors.messageNotFound();
        const row = await findMessage(db, id);
        if (!row) throw contactErrors.messageNotFound();
        return ok(row, message);
      },
    );
  }

  app.post(
    '/contact/messages/:id/reply',
    { schema: describe({ params: idParams(), body: contactReplySchema, data: contactMessageSchema }) },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const { message } = request.body;
      const row = await replyToMessage({ db, mailer, log: request.log }, id, actor.id, message);
      return ok(row, contactMessages.replied);
    },
  );
}
