import { randomUUID } from 'node:crypto';
import { announcementErrorCodes as codes } from '@podium/shared/announcements/errors';
import { announcementMessages } from '@podium/shared/announcements/messages';
import {
  announcementSchema,
  announcementSettingsInputSchema,
  announcementSettingsSchema,
  announcementAdminMessages as messages,
} from '@podium/shared/announcements/schemas';
import { ok } from '@podium/shared/common/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineError, parse } from '../../lib/errors.ts';
import { describe } from '../../lib/route-schema.ts';
import {
  maskedSettings,
  recentAnnouncements,
  saveWebhookUrl,
  webhookUrl,
} from './announcements.repository.ts';
import { announce } from './announcements.usecases.ts';

const noWebhook = defineError(codes.noWebhook, 409, messages.noWebhook);

/**
 * Admin › Announcements (under /api/admin, Admin only): the Discord webhook (answered masked: it is a
 * secret, never sent back whole and never logged), a test message, and the outbox with each row's state.
 */
export async function adminAnnouncementRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const settings = describe({ data: announcementSettingsSchema });

  app.get('/announcements/settings', { schema: settings }, async () =>
    ok(maskedSettings(await webhookUrl(db))),
  );

  app.put(
    '/announcements/settings',
    { schema: describe({ body: announcementSettingsInputSchema, data: announcementSettingsSchema }) },
    async (request) => {
      const input = parse(announcementSettingsInputSchema, request.body);
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
    if (!(await webhookUrl(db))) throw noWebhook();
    await announce(db, { key: `test:${randomUUID()}`, content: announcementMessages.testMessage });
    return reply.code(201).send(ok(null, messages.testQueued));
  });
}
