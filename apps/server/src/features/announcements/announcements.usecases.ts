import { randomUUID } from 'node:crypto';
import { announcementMessages } from '@podium/shared/announcements/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { announcementErrors } from './announcements.errors.ts';
import {
  insertAnnouncementOnce,
  lockWebhookUrl,
  saveWebhookUrl,
  webhookUrl,
} from './announcements.repository.ts';

/** Discord's limit for a message's content. */
export const ANNOUNCEMENT_MAX_LENGTH = 2000;

/**
 * Queues an announcement for the Discord channel, inside the caller's transaction so it exists exactly
 * when the effect it tells about committed. The key names what is announced (`raffle-drawn:12`): a
 * second call with the same key does nothing, so an effect redone or raced never announces twice.
 * The scheduled job posts it (announcements.jobs.ts); nothing is sent while no webhook is set.
 */
export async function announce(tx: DbOrTx, input: { key: string; content: string }): Promise<void> {
  const content = [...input.content.trim()].slice(0, ANNOUNCEMENT_MAX_LENGTH).join('');
  if (content.length === 0) return;
  await insertAnnouncementOnce(tx, input.key.slice(0, 200), content);
}

/**
 * An admin sets, replaces or removes the Discord webhook. The URL is a secret: the entry says only
 * whether one is set and that it changed, never the URL or any part of it (decision 039).
 */
export async function saveWebhook(db: Db, audit: AuditContext, url: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockWebhookUrl(tx);
    await saveWebhookUrl(tx, url);
    const after = !url ? 'none' : !before ? 'set' : before === url ? 'set' : 'changed';
    await recordAudit(tx, audit, {
      action: 'announcements.settings',
      target: { type: 'announcement_settings', id: 1 },
      ...changes({ discord_webhook: before ? 'set' : 'none' }, { discord_webhook: after }),
    });
  });
}

/**
 * "Send a test message": queued like any announcement (the job posts it to the channel everyone
 * reads), so it is on record, by its key, as the outbox lists it.
 */
export async function queueTestMessage(db: Db, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await webhookUrl(tx))) throw announcementErrors.noWebhook();
    const key = `test:${randomUUID()}`;
    await announce(tx, { key, content: announcementMessages.testMessage });
    await recordAudit(tx, audit, { action: 'announcements.test', target: { type: 'announcement', id: key } });
  });
}
