import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { lockSettings, saveSettings } from './site-settings.repository.ts';

/**
 * An admin saves the site settings and theme: the fields that changed are on record (decision 039).
 * The stream channel is kept as it is: it is entered in Admin › Kick (decision 052).
 */
export async function updateSettings(
  db: Db,
  audit: AuditContext,
  input: SiteSettings,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    const saved = await saveSettings(tx, { ...input, stream_channel: before.stream_channel });
    await recordAudit(tx, audit, {
      action: 'site-settings.update',
      target: { type: 'site_settings', id: 1 },
      ...changes(before, saved),
    });
    return saved;
  });
}

/**
 * Admin › Kick saved the channel (decision 052): the home page's stream embed shows the same one. Inside
 * the Kick save's transaction (the caller drops the cached settings after it commits).
 */
export async function setStreamChannel(tx: Tx, slug: string): Promise<void> {
  const settings = await lockSettings(tx);
  if (settings.stream_channel !== slug) await saveSettings(tx, { ...settings, stream_channel: slug });
}
