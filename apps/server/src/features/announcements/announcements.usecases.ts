import { announcementKinds, announcementMessages, kindOfKey } from '@podium/shared/announcements/messages';
import {
  type AnnouncementSettingsInput,
  type AnnouncementTest,
  announcementAdminMessages as admin,
  canCancelAnnouncement,
  canRetryAnnouncement,
} from '@podium/shared/announcements/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { postToDiscord } from './announcements.discord.ts';
import { announcementErrors } from './announcements.errors.ts';
import {
  cancelAnnouncement,
  insertAnnouncementOnce,
  lockAnnouncement,
  reopenAnnouncement,
  statusOf,
} from './announcements.repository.ts';
import {
  lockSettings,
  readSettings,
  type SettingsRow,
  saveSettings,
} from './announcements-settings.repository.ts';

/** Discord's limit for a message's content. */
export const ANNOUNCEMENT_MAX_LENGTH = 2000;

/**
 * Queues an announcement for the Discord channel, inside the caller's transaction so it exists exactly
 * when the effect it tells about committed. The key names what is announced (`raffle-drawn:12`): a
 * second call with the same key does nothing, so an effect redone or raced never announces twice.
 * A kind the admin switched off is not queued (decision 055). The scheduled job posts it
 * (announcements.jobs.ts); nothing is sent while no webhook is set.
 */
export async function announce(tx: DbOrTx, input: { key: string; content: string }): Promise<void> {
  const content = [...input.content.trim()].slice(0, ANNOUNCEMENT_MAX_LENGTH).join('');
  if (content.length === 0) return;
  const kind = kindOfKey(input.key);
  if (kind && (await readSettings(tx)).muted.includes(kind)) return;
  await insertAnnouncementOnce(tx, input.key.slice(0, 200), content);
}

const webhookState = (before: string | null, after: string | null) =>
  !after ? 'none' : !before || before === after ? 'set' : 'changed';

/**
 * An admin sets, replaces or removes the Discord webhook and picks the kinds announced; what is left
 * out stays. The URL is a secret: the entry says only whether one is set and that it changed, never
 * the URL or any part of it (decision 039). Answers the settings saved.
 */
export async function saveAnnouncementSettings(
  db: Db,
  audit: AuditContext,
  input: AnnouncementSettingsInput,
): Promise<SettingsRow> {
  return db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    const after: SettingsRow = {
      url: input.discord_webhook_url === undefined ? before.url : input.discord_webhook_url,
      muted: input.events ? announcementKinds.filter((k) => !input.events!.includes(k)) : before.muted,
    };
    await saveSettings(tx, after);
    const announced = (s: SettingsRow) => announcementKinds.filter((k) => !s.muted.includes(k));
    await recordAudit(tx, audit, {
      action: 'announcements.settings',
      target: { type: 'announcement_settings', id: 1 },
      ...changes(
        { discord_webhook: before.url ? 'set' : 'none', events: announced(before) },
        { discord_webhook: webhookState(before.url, after.url), events: announced(after) },
      ),
    });
    return after;
  });
}

/**
 * "Send a test": posted to the webhook at once (not through the outbox), and the admin is told what
 * Discord made of it, in words. On record with the outcome, never the URL.
 */
export async function sendTestMessage(db: Db, audit: AuditContext): Promise<AnnouncementTest> {
  const { url } = await readSettings(db);
  if (!url) throw announcementErrors.noWebhook();
  const outcome = await postToDiscord(url, announcementMessages.testMessage);
  await db.transaction((tx) =>
    recordAudit(tx, audit, {
      action: 'announcements.test',
      target: { type: 'announcement_settings', id: 1 },
      after: outcome.ok ? { sent: true } : { sent: false, error: outcome.error },
    }),
  );
  return outcome.ok
    ? { sent: true, message: admin.testSent }
    : { sent: false, message: admin.testFailed(outcome.error) };
}

/**
 * An admin's Retry (of a failed, expired, skipped or cancelled row: it is due again with a fresh day)
 * or Cancel (of a pending or failed one: it is never posted). Refused once the row is sent or in the
 * other state meanwhile, and a Retry of a kind switched off (it would be skipped again); on record
 * (decision 039).
 */
export async function changeAnnouncement(
  db: Db,
  audit: AuditContext,
  id: number,
  action: 'retry' | 'cancel',
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockAnnouncement(tx, id);
    if (!row) throw announcementErrors.notFound();
    const status = statusOf(row);
    const allowed = action === 'retry' ? canRetryAnnouncement(status) : canCancelAnnouncement(status);
    if (!allowed) throw announcementErrors.notOpen();
    const kind = kindOfKey(row.key);
    if (action === 'retry' && kind && (await readSettings(tx)).muted.includes(kind))
      throw announcementErrors.kindOff();
    if (action === 'retry') await reopenAnnouncement(tx, id);
    else await cancelAnnouncement(tx, id);
    await recordAudit(tx, audit, {
      action: `announcements.${action}`,
      target: { type: 'announcement', id },
      ...changes({ status }, { status: action === 'retry' ? 'pending' : 'cancelled' }),
    });
    return action === 'retry' ? admin.retried : admin.cancelled;
  });
}
