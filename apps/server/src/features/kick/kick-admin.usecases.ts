import type { KickChannelInput, KickCommands, KickRules } from '@podium/shared/kick/admin';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import {
  lockKickSettings,
  saveChannel,
  saveCommands,
  saveRules,
  saveSubscription,
} from './kick-settings.repository.ts';

/** Admin › Kick: each change of the settings in one transaction with its audit entry (decision 039). */
const target = { type: 'kick_settings', id: 1 };

export async function updateChannel(db: Db, audit: AuditContext, input: KickChannelInput) {
  await db.transaction(async (tx) => {
    const before = await lockKickSettings(tx);
    await saveChannel(tx, input);
    await recordAudit(tx, audit, {
      action: 'kick.channel',
      target,
      ...changes(
        { channel_slug: before.channelSlug, broadcaster_user_id: before.broadcasterUserId },
        { channel_slug: input.channel_slug, broadcaster_user_id: input.broadcaster_user_id },
      ),
    });
  });
}

/** The chat points rules (points per message, cooldown, daily cap, bonuses, who earns nothing). */
export async function updateRules(db: Db, audit: AuditContext, rules: KickRules) {
  await db.transaction(async (tx) => {
    const before = await lockKickSettings(tx);
    await saveRules(tx, rules);
    await recordAudit(tx, audit, { action: 'kick.rules', target, ...changes(before.rules, rules) });
  });
}

export async function updateCommands(db: Db, audit: AuditContext, commands: KickCommands) {
  await db.transaction(async (tx) => {
    const before = await lockKickSettings(tx);
    await saveCommands(tx, commands);
    await recordAudit(tx, audit, { action: 'kick.commands', target, ...changes(before.commands, commands) });
  });
}

/** Kick accepted the subscription to `events`: saved, and on record with the events before and now. */
export async function recordSubscription(db: Db, audit: AuditContext, events: string[]) {
  await db.transaction(async (tx) => {
    const before = await lockKickSettings(tx);
    await saveSubscription(tx, { events, error: null });
    await recordAudit(tx, audit, {
      action: 'kick.subscribe',
      target,
      before: { subscribed_events: before.subscribedEvents },
      after: { subscribed_events: events },
    });
  });
}
