import { ok } from '@podium/shared/common/envelope';
import {
  type SiteSettings,
  siteSettingsMessages,
  siteSettingsSchema,
} from '@podium/shared/site-settings/schemas';
import type { FastifyInstance } from 'fastify';
import { cachedRead } from '../../lib/cached-read.ts';
import { parse } from '../../lib/errors.ts';
import { describe } from '../../lib/route-schema.ts';
import { getSettings, saveSettings } from './site-settings.repository.ts';

export const SETTINGS_KEY = 'settings';

const loadSettings = (app: FastifyInstance) => async () => ok(await getSettings(app.deps.db));
const loadCached = (app: FastifyInstance) => app.deps.cache.get(SETTINGS_KEY, loadSettings(app));

/** The settings from the in-memory cache (the served HTML embeds them on every page load). */
export async function cachedSettings(app: FastifyInstance): Promise<SiteSettings> {
  const entry = await loadCached(app);
  return (entry.value as { data: SiteSettings }).data;
}

export async function siteSettingsRoutes(app: FastifyInstance) {
  // Changed by hand, rarely (and every served page embeds them fresh): a CDN may keep them a minute.
  cachedRead(app, '/api/r/settings', {
    key: SETTINGS_KEY,
    load: loadSettings(app),
    caching: { maxAge: 60, staleWhileRevalidate: 300 },
    schema: describe({ data: siteSettingsSchema }),
  });
}

export async function adminSiteSettingsRoutes(app: FastifyInstance) {
  app.get('/settings', { schema: describe({ data: siteSettingsSchema }) }, async () =>
    ok(await getSettings(app.deps.db)),
  );
  app.put(
    '/settings',
    { schema: describe({ body: siteSettingsSchema, data: siteSettingsSchema }) },
    async (request) => {
      const input = parse(siteSettingsSchema, request.body);
      const saved = await saveSettings(app.deps.db, input);
      app.deps.cache.invalidate(SETTINGS_KEY);
      return ok(saved, siteSettingsMessages.saved);
    },
  );
}
