import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { siteSettings } from './site-settings.table.ts';

export const defaultSettings: SiteSettings = {
  site_name: 'Podium',
  site_description: 'Wager leaderboards, raffles, bonus hunts and rewards for our community.',
  casino: {
    crypto1_label: 'Roobet Username',
    crypto2_label: 'Gamdom Username',
    crypto3_label: 'Shuffle Username',
  },
  affiliate_url: '',
  stream_channel: '',
  socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
  theme: defaultTheme,
};

/** The settings row, or the defaults when none was saved yet; stored data is merged over defaults. */
export async function getSettings(db: DbOrTx): Promise<SiteSettings> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).limit(1);
  return overDefaults(row?.data);
}

/** The settings as `getSettings` reads them, the row locked FOR UPDATE (an admin's save, on record). */
export async function lockSettings(tx: Tx): Promise<SiteSettings> {
  const [row] = await tx.select({ data: siteSettings.data }).from(siteSettings).limit(1).for('update');
  return overDefaults(row?.data);
}

function overDefaults(data: SiteSettings | undefined): SiteSettings {
  if (!data) return defaultSettings;
  return {
    ...defaultSettings,
    ...data,
    casino: { ...defaultSettings.casino, ...data.casino },
    socials: { ...defaultSettings.socials, ...data.socials },
    theme: { ...defaultSettings.theme, ...data.theme },
  };
}

export async function saveSettings(db: DbOrTx, data: SiteSettings): Promise<SiteSettings> {
  await db
    .insert(siteSettings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data, updatedAt: sql`now()` } });
  return data;
}
