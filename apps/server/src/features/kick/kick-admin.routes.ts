import { ok } from '@podium/shared/common/envelope';
import {
  type KickAdminState,
  kickAdminStateSchema,
  kickChannelInputSchema,
  kickCommandsSchema,
  kickEventLogSchema,
  kickEventNames,
  kickEventsQuerySchema,
  kickRulesSchema,
  kickAdminMessages as messages,
} from '@podium/shared/kick/admin';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { settingsChanged } from '../site-settings/site-settings.cache.ts';
import { KickError, kickConfigured } from './kick.client.ts';
import { kickErrors } from './kick.errors.ts';
import { recordSubscription, updateChannel, updateCommands, updateRules } from './kick-admin.usecases.ts';
import { subscribeEvents } from './kick-app.client.ts';
import { recentKickEvents } from './kick-events.repository.ts';
import { kickSettingsOf, saveSubscription } from './kick-settings.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function adminState(db: DbOrTx, config: Config): Promise<KickAdminState> {
  const s = await kickSettingsOf(db);
  return {
    configured: kickConfigured(config),
    webhook_url: `${config.publicUrl}/webhooks/kick`,
    channel_slug: s.channelSlug,
    broadcaster_user_id: s.broadcasterUserId,
    is_live: s.isLive,
    live_changed_at: iso(s.liveChangedAt),
    subscribed_at: iso(s.subscribedAt),
    subscription_error: s.subscriptionError,
    subscribed_events: s.subscribedEvents,
    rules: s.rules,
    commands: s.commands,
  };
}

/**
 * Admin › Kick (under /api/staff: Moderators and Admins): the channel, the event subscription
 * (subscribe / resubscribe), the chat points rules, the command switches and the recent events log.
 * Kick's app credentials stay in the server's environment.
 */
export async function kickAdminRoutes(app: App) {
  const { db, config } = app.deps;
  const state = describe({ data: kickAdminStateSchema });
  const answer = async (message?: string) => ok(await adminState(db, config), message);

  app.get('/kick', { schema: state }, () => answer());

  app.put(
    '/kick/channel',
    {
      config: { audit: 'kick.channel' },
      schema: describe({ body: kickChannelInputSchema, data: kickAdminStateSchema }),
    },
    async (request) => {
      const lookedUp = await updateChannel(
        db,
        auditContext(request),
        { config, log: request.log },
        request.body,
      );
      settingsChanged(app.deps); // the home page's stream embed shows the channel
      return answer(lookedUp ? messages.channelSaved : messages.channelSavedNotLookedUp);
    },
  );

  app.put(
    '/kick/rules',
    {
      config: { audit: 'kick.rules' },
      schema: describe({ body: kickRulesSchema, data: kickAdminStateSchema }),
    },
    async (request) => {
      await updateRules(db, auditContext(request), request.body);
      return answer(messages.rulesSaved);
    },
  );

  app.put(
    '/kick/commands',
    {
      config: { audit: 'kick.commands' },
      schema: describe({ body: kickCommandsSchema, data: kickAdminStateSchema }),
    },
    async (request) => {
      await updateCommands(db, auditContext(request), request.body);
      return answer(messages.commandsSaved);
    },
  );

  app.post('/kick/subscribe', { config: { audit: 'kick.subscribe' }, schema: state }, async (request) => {
    if (!kickConfigured(config)) throw kickErrors.notConfigured();
    const { broadcasterUserId } = await kickSettingsOf(db);
    if (!broadcasterUserId) throw kickErrors.noChannel();
    try {
      const events = await subscribeEvents(config, broadcasterUserId, kickEventNames);
      await recordSubscription(db, auditContext(request), events);
    } catch (error) {
      if (
        !(
          error instanceof KickError ||
          error instanceof TypeError ||
          (error instanceof Error && error.name === 'TimeoutError')
        )
      )
        throw error;
      request.log.warn({ err: error }, 'kick subscribe failed');
      await saveSubscription(db, { error: error.message.slice(0, 300) });
      throw kickErrors.kickFailed();
    }
    return answer(messages.subscribed);
  });

  app.get(
    '/kick/events',
    { schema: describe({ querystring: kickEventsQuerySchema, data: z.array(kickEventLogSchema) }) },
    async (request) => ok(await recentKickEvents(db, request.query)),
  );
}
