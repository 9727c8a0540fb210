import { randomUUID } from 'node:crypto';
import { announcementMessages } from '@podium/shared/announcements/messages';
import {
  announcementSchema,
  announcementSettingsInputSchema,
  announcementSettingsSchema,
  announcementAdminMessages as messages,
} from '@podium/shared/announcements/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { announcementErrors } from './announcements.errors.ts';
import {
  maskedSettings,
  recentAnnouncements,
  saveWebhookUrl,
  webhookUrl,
} from './announcements.repository.ts';
import { announce } from './announcements.usecases.ts';

/**
 * Admin › Announcements (under /api/admin, Admin only): the Discord webhook (answered masked: it is a
 * secret, never sent back whole and never logged), a test message, and the outbox with each row's state.
 */
export async function adminAnnouncementRoutes(app: App) {
  const { db } = app.deps;
  const settings = describe({ data: announcementSettingsSchema });

  app.get('/announcements/settings', { schema: settings }, async () =>
    ok(maskedSettings(await webhookUrl(db))),
  );

  app.put(
    '/announcements/settings',
    { schema: describe({ body: announcementSettingsInputSchema, data: announcementSettingsSchema }) },
    async (request) => {
      const input = request.body;
      await saveWebhookUrl(db, input.discord_webhook_url);
      return ok(
        maskedSettings(input.discord_webhook_url),
        input.discord_webhook_url ? messages.saved : messages.removed,
      );
    },
  );

  app.get('/announcements', { schema: describe({ data: z.array(announcementSchema) }) }, async () =>
    ok(await recentAnnouncements(db)),
  );

  app.post('/announcements/test', { schema: describe({ status: 201 }) }, async (_request, reply) => {
    if (!(await webhookUrl(db))) throw announcementErrors.noWebhook();
    await announce(db, { key: `test:${randomUUID()}`, content: announcementMessages.testMessage });
    return reply.code(201).send(ok(null, messages.testQueued));
  });
}
