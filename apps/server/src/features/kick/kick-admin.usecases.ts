import type { KickChannelInput, KickCommands, KickRules } from '@podium/shared/kick/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { setStreamChannel } from '../site-settings/site-settings.usecases.ts';
import { KickError, kickConfigured } from './kick.client.ts';
import { kickErrors } from './kick.errors.ts';
import { type KickChannel, lookupChannel } from './kick-app.client.ts';
import {
  lockKickSettings,
  saveChannel,
  saveCommands,
  saveRules,
  saveSubscription,
} from './kick-settings.repository.ts';

/** Admin › Kick: each change of the settings in one transaction with its audit entry (decision 039). */
const target = { type: 'kick_settings', id: 1 };

/**
 * The channel's broadcaster, looked up from Kick (decision 052): an unknown slug is the admin's to fix
 * (400 under the field); Kick unreachable is Kick's (502, logged at warn once, nothing saved).
 */
async function findChannel(config: Config, slug: string, log: FastifyBaseLogger): Promise<KickChannel> {
  let channel: KickChannel | null;
  try {
    channel = await lookupChannel(config, slug);
  } catch (error) {
    if (!(error instanceof KickError)) throw error;
    log.warn({ err: error.message }, 'kick channel lookup failed');
    throw kickErrors.lookupFailed();
  }
  if (!channel) throw kickErrors.unknownChannel(slug);
  return channel;
}

/**
 * Admin › Kick saves the channel, the one place it is entered: its broadcaster id looked up from Kick
 * (when Kick is configured; otherwise kept empty until a save with Kick configured), the home page's
 * stream embed set to the same channel, and the change on record. True when the id was looked up.
 */
export async function updateChannel(
  db: Db,
  audit: AuditContext,
  deps: { config: Config; log: FastifyBaseLogger },
  input: KickChannelInput,
): Promise<boolean> {
  const found = kickConfigured(deps.config)
    ? await findChannel(deps.config, input.channel_slug, deps.log)
    : null;
  const after = {
    channel_slug: found?.slug ?? input.channel_slug,
    broadcaster_user_id: found?.broadcasterUserId ?? null,
  };
  await db.transaction(async (tx) => {
    const before = await lockKickSettings(tx);
    await saveChannel(tx, after);
    await setStreamChannel(tx, after.channel_slug);
    await recordAudit(tx, audit, {
      action: 'kick.channel',
      target,
      ...changes({ channel_slug: before.channelSlug, broadcaster_user_id: before.broadcasterUserId }, after),
    });
  });
  return found !== null;
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
