import { ok } from '@podium/shared/common/envelope';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { AppDeps } from '../../app-types.ts';
import { getSettings } from './site-settings.repository.ts';

/** The in-memory cache entry of GET /api/r/settings (the envelope, as the route answers it). */
export const SETTINGS_KEY = 'settings';

/** What the cache entry holds: the settings in the envelope. */
export const loadSettings = (db: AppDeps['db']) => async () => ok(await getSettings(db));

/** The settings from the in-memory cache (the served HTML embeds them on every page load). */
export async function cachedSettings({ db, cache }: Pick<AppDeps, 'db' | 'cache'>): Promise<SiteSettings> {
  const entry = await cache.get(SETTINGS_KEY, loadSettings(db));
  return (entry.value as { data: SiteSettings }).data;
}

/** An admin saved them: every process drops its cached copy. */
export function settingsChanged({ cache }: Pick<AppDeps, 'cache'>): void {
  cache.invalidate(SETTINGS_KEY);
}
