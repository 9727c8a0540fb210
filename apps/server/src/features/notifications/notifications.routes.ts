import { ok } from '@podium/shared/common/envelope';
import { NOTIFICATION_PAGE_SIZE } from '@podium/shared/notifications/kinds';
import { notificationsMessages } from '@podium/shared/notifications/messages';
import {
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsViewSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@podium/shared/notifications/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { notificationsErrors } from './notifications.errors.ts';
import { notificationsChanged } from './notifications.live.ts';
import {
  markAllRead,
  markRead,
  notificationPage,
  saveSettings,
  settingsOf,
  toNotification,
  unreadCount,
} from './notifications.repository.ts';

const writeLimit = perMemberLimit(60);

/** The member's own notifications (signed in; decision 062): the list, the count, read marks, the setting. */
export async function notificationsRoutes(app: App) {
  const { db, config } = app.deps;

  app.get(
    '/api/r/notifications',
    { schema: describe({ querystring: notificationsQuerySchema, data: notificationPageSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const { page, limit } = request.query;
      return ok(await notificationPage(db, viewer.id, page, limit ?? NOTIFICATION_PAGE_SIZE));
    },
  );

  app.get(
    '/api/r/notifications/unread-count',
    { schema: describe({ data: unreadCountSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      return ok({ unread: await unreadCount(db, viewer.id) });
    },
  );

  app.post(
    '/api/r/notifications/:id/read',
    { config: writeLimit, schema: describe({ params: idParams(), data: notificationSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const row = await markRead(db, viewer.id, request.params.id);
      if (!row) throw notificationsErrors.notFound();
      notificationsChanged(app.deps, [viewer.id]);
      return ok(toNotification(row));
    },
  );

  app.post(
    '/api/r/notifications/read-all',
    { config: writeLimit, schema: describe({ data: z.object({ marked: z.number().int() }) }) },
    async (request) => {
      const viewer = requireUser(request);
      const marked = await markAllRead(db, viewer.id);
      if (marked > 0) notificationsChanged(app.deps, [viewer.id]);
      return ok({ marked }, notificationsMessages.markedAllRead);
    },
  );

  const settingsView = async (userId: number, email: string | null) => ({
    ...(await settingsOf(db, userId)),
    email_available: config.mail !== null,
    has_email: Boolean(email),
  });

  app.get(
    '/api/r/notifications/settings',
    { schema: describe({ data: notificationSettingsViewSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const view = await settingsView(viewer.id, viewer.email);
      return ok({
        email_wins: view.emailWins,
        email_available: view.email_available,
        has_email: view.has_email,
      });
    },
  );

  app.put(
    '/api/r/notifications/settings',
    {
      config: writeLimit,
      schema: describe({ body: notificationSettingsSchema, data: notificationSettingsViewSchema }),
    },
    async (request) => {
      const viewer = requireUser(request);
      await saveSettings(db, viewer.id, request.body.email_wins);
      const view = await settingsView(viewer.id, viewer.email);
      return ok(
        { email_wins: view.emailWins, email_available: view.email_available, has_email: view.has_email },
        notificationsMessages.settingsSaved,
      );
    },
  );
}
