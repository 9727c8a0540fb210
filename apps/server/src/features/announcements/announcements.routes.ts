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
import { auditContext } from '../audit/audit.usecases.ts';
import { maskedSettings, recentAnnouncements, webhookUrl } from './announcements.repository.ts';
import { queueTestMessage, saveWebhook } from './announcements.usecases.ts';

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
    {
      config: { audit: 'announcements.settings' },
      schema: describe({ body: announcementSettingsInputSchema, data: announcementSettingsSchema }),
    },
    async (request) => {
      const input = request.body;
      await saveWebhook(db, auditContext(request), input.discord_webhook_url);
      return ok(
        maskedSettings(input.discord_webhook_url),
        input.discord_webhook_url ? messages.saved : messages.removed,
      );
    },
  );

  app.get('/announcements', { schema: describe({ data: z.array(announcementSchema) }) }, async () =>
    ok(await recentAnnouncements(db)),
  );

  // A test message is posted in the channel everyone reads: on record, though it changes no setting.
  app.post(
    '/announcements/test',
    { config: { audit: 'announcements.test' }, schema: describe({ status: 201 }) },
    async (request, reply) => {
      await queueTestMessage(db, auditContext(request));
      return reply.code(201).send(ok(null, messages.testQueued));
    },
  );
}
