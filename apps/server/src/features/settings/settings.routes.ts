import { ok } from '@podium/shared/envelope';
import { type SiteSettings, siteSettingsSchema } from '@podium/shared/settings';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/cache.ts';
import { parse } from '../../lib/errors.ts';
import { getSettings, saveSettings } from './settings.repository.ts';

export const SETTINGS_KEY = 'settings';

const loadCached = (app: FastifyInstance) =>
  app.deps.cache.get(SETTINGS_KEY, async () => ok(await getSettings(app.deps.db)));

/** The settings from the in-memory cache (the served HTML embeds them on every page load). */
export async function cachedSettings(app: FastifyInstance): Promise<SiteSettings> {
  const entry = await loadCached(app);
  return (entry.value as { data: SiteSettings }).data;
}

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/api/r/settings', async (request, reply) => sendCached(request, reply, await loadCached(app)));
}

export async function adminSettingsRoutes(app: FastifyInstance) {
  app.get('/settings', async () => ok(await getSettings(app.deps.db)));
  app.put('/settings', async (request) => {
    const input = parse(siteSettingsSchema, request.body);
    const saved = await saveSettings(app.deps.db, input);
    app.deps.cache.invalidate(SETTINGS_KEY);
    return ok(saved, 'Settings saved');
  });
}
