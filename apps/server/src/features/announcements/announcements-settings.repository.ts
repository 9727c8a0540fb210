import { type AnnouncementKind, announcementKinds } from '@podium/shared/announcements/messages';
import type { AnnouncementSettings } from '@podium/shared/announcements/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { announcementSettings } from './announcements.table.ts';

export interface SettingsRow {
  url: string | null;
  muted: AnnouncementKind[];
}

const known = (kinds: readonly string[]) =>
  kinds.filter((k): k is AnnouncementKind => (announcementKinds as readonly string[]).includes(k));

/** The webhook and the kinds switched off (none set: no webhook, everything announced). */
export async function readSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(announcementSettings).limit(1);
  return { url: row?.discordWebhookUrl ?? null, muted: known(row?.mutedKinds ?? []) };
}

export async function webhookUrl(db: DbOrTx): Promise<string | null> {
  return (await readSettings(db)).url;
}

/** The settings, their row (when there is one) locked FOR UPDATE: an admin's change. */
export async function lockSettings(tx: Tx): Promise<SettingsRow> {
  const [row] = await tx.select().from(announcementSettings).limit(1).for('update');
  return { url: row?.discordWebhookUrl ?? null, muted: known(row?.mutedKinds ?? []) };
}

export async function saveSettings(db: DbOrTx, settings: SettingsRow): Promise<void> {
  const values = { discordWebhookUrl: settings.url, mutedKinds: settings.muted };
  await db
    .insert(announcementSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: announcementSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** For tests and seeds: only the webhook, the kinds as they were. */
export async function saveWebhookUrl(db: DbOrTx, url: string | null): Promise<void> {
  await saveSettings(db, { ...(await readSettings(db)), url });
}

/** Whether a webhook is set and its recognisable end (never the whole secret), and the kinds announced. */
export function maskedSettings({ url, muted }: SettingsRow): AnnouncementSettings {
  const events = announcementKinds.filter((k) => !muted.includes(k));
  if (!url) return { discord_webhook_set: false, discord_webhook_hint: null, events };
  const { origin } = new URL(url);
  return { discord_webhook_set: true, discord_webhook_hint: `${origin}/…${url.slice(-4)}`, events };
}
