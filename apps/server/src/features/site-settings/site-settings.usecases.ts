import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { lockSettings, saveSettings } from './site-settings.repository.ts';

/** An admin saves the site settings and theme: the fields that changed are on record (decision 039). */
export async function updateSettings(
  db: Db,
  audit: AuditContext,
  input: SiteSettings,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    const saved = await saveSettings(tx, input);
    await recordAudit(tx, audit, {
      action: 'site-settings.update',
      target: { type: 'site_settings', id: 1 },
      ...changes(before, saved),
    });
    return saved;
  });
}
