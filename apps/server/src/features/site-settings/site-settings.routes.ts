import { ok } from '@podium/shared/common/envelope';
import { siteSettingsMessages, siteSettingsSchema } from '@podium/shared/site-settings/schemas';
import { cachedRead } from '../../lib/cached-read.ts';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { loadSettings, SETTINGS_KEY, settingsChanged } from './site-settings.cache.ts';
import { getSettings } from './site-settings.repository.ts';
import { updateSettings } from './site-settings.usecases.ts';

export async function siteSettingsRoutes(app: App) {
  // Changed by hand, rarely (and every served page embeds them fresh): a CDN may keep them a minute.
  cachedRead(app, '/api/r/settings', {
    key: SETTINGS_KEY,
    load: loadSettings(app.deps.db),
    caching: { maxAge: 60, staleWhileRevalidate: 300 },
    schema: describe({ data: siteSettingsSchema }),
  });
}

export async function adminSiteSettingsRoutes(app: App) {
  app.get('/settings', { schema: describe({ data: siteSettingsSchema }) }, async () =>
    ok(await getSettings(app.deps.db)),
  );
  app.put(
    '/settings',
    {
      config: { audit: 'site-settings.update' },
      schema: describe({ body: siteSettingsSchema, data: siteSettingsSchema }),
    },
    async (request) => {
      const input = request.body;
      const saved = await updateSettings(app.deps.db, auditContext(request), input);
      settingsChanged(app.deps);
      return ok(saved, siteSettingsMessages.saved);
    },
  );
}
