import {
  announcementSchema,
  announcementSettingsInputSchema,
  announcementSettingsSchema,
  announcementTestSchema,
  announcementAdminMessages as messages,
} from '@podium/shared/announcements/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { recentAnnouncements } from './announcements.repository.ts';
import { changeAnnouncement, saveAnnouncementSettings, sendTestMessage } from './announcements.usecases.ts';
import { maskedSettings, readSettings } from './announcements-settings.repository.ts';

const outbox = z.array(announcementSchema);

/**
 * Admin › Announcements (under /api/admin, Admin only; decisions 027, 055): the Discord webhook
 * (answered masked: it is a secret, never sent back whole and never logged) and the kinds announced,
 * a test message with Discord's answer, and the outbox with each row's state, Retry and Cancel.
 */
export async function adminAnnouncementRoutes(app: App) {
  const { db } = app.deps;

  app.get('/announcements/settings', { schema: describe({ data: announcementSettingsSchema }) }, async () =>
    ok(maskedSettings(await readSettings(db))),
  );

  app.put(
    '/announcements/settings',
    {
      config: { audit: 'announcements.settings' },
      schema: describe({ body: announcementSettingsInputSchema, data: announcementSettingsSchema }),
    },
    async (request) => {
      const saved = await saveAnnouncementSettings(db, auditContext(request), request.body);
      const removed = request.body.discord_webhook_url === null;
      return ok(maskedSettings(saved), removed ? messages.removed : messages.saved);
    },
  );

  app.get('/announcements', { schema: describe({ data: outbox }) }, async () =>
    ok(await recentAnnouncements(db)),
  );

  // Posted in the channel everyone reads: on record with Discord's answer, though it changes no setting.
  app.post(
    '/announcements/test',
    { config: { audit: 'announcements.test' }, schema: describe({ data: announcementTestSchema }) },
    async (request) => {
      const result = await sendTestMessage(db, auditContext(request));
      return ok(result, result.message);
    },
  );

  for (const action of ['retry', 'cancel'] as const) {
    app.post(
      `/announcements/:id/${action}`,
      {
        config: { audit: `announcements.${action}` },
        schema: describe({ params: idParams(), data: outbox }),
      },
      async (request) => {
        const message = await changeAnnouncement(db, auditContext(request), request.params.id, action);
        return ok(await recentAnnouncements(db), message);
      },
    );
  }
}
