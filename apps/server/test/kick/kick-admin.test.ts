import { auditPageSchema } from '@podium/shared/audit/schemas';
import { kickEventNames } from '@podium/shared/kick/admin';
import { kickErrorCodes as codes } from '@podium/shared/kick/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeKick } from '../fakes/fake-kick.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { chatPayload, deliver, kickConfig, linkedMember, setUp } from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });
const K = '/api/admin/kick';

describe('Admin › Kick', () => {
  it('is for admins only: the earning rules decide what chat earns, moderators included', async () => {
    const member = await signedIn(ctx, 'mia');
    expect((await member.get(K)).statusCode).toBe(403);
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    expect((await mod.get(K)).statusCode).toBe(403);
    expect((await mod.put(`${K}/rules`, {})).statusCode).toBe(403);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.get(K)).statusCode).toBe(200);
  });

  it('shows the state with defaults: commands off, the webhook URL to give Kick', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const state = json<{ data: Record<string, unknown> }>(await admin.get(K)).data;
    expect(state).toMatchObject({
      configured: true,
      webhook_url: 'http://localhost:3000/webhooks/kick',
      channel_slug: null,
      is_live: false,
      subscribed_at: null,
      commands: { points: false, leaderboard: false, hunt: false },
    });
    expect(JSON.stringify(state)).not.toContain(kick.clientSecret);
  });

  it('subscribes (and resubscribes) the channel to its events by webhook', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const early = await admin.post(`${K}/subscribe`);
    expect(early.statusCode).toBe(409);
    expect(json(early).code).toBe(codes.noChannel);
    const saved = await admin.put(`${K}/channel`, { channel_slug: 'podium' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await admin.post(`${K}/subscribe`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { subscribed_events: string[]; subscribed_at: string } }>(res).data).toMatchObject({
      subscribed_events: [...kickEventNames],
    });
    expect(kick.subscriptions.map((s) => [s.event, s.version, s.method, s.broadcaster_user_id])).toEqual(
      kickEventNames.map((name) => [name, 1, 'webhook', 1001]),
    );
    const first = kick.subscriptions.map((s) => s.id);
    expect((await admin.post(`${K}/subscribe`)).statusCode).toBe(200);
    expect(kick.subscriptions).toHaveLength(kickEventNames.length);
    expect(kick.subscriptions.some((s) => first.includes(s.id))).toBe(false);
    const log = auditPageSchema.parse(json(await admin.get('/api/admin/audit-log')).data);
    expect(log.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'kick.subscribe',
        { subscribed_events: [...kickEventNames] },
        { subscribed_events: [...kickEventNames] },
      ],
      ['kick.subscribe', { subscribed_events: [] }, { subscribed_events: [...kickEventNames] }],
      [
        'kick.channel',
        { channel_slug: null, broadcaster_user_id: null },
        { channel_slug: 'podium', broadcaster_user_id: '1001' },
      ],
    ]);
  });

  it('records a failed subscription for the admin to see', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await admin.put(`${K}/channel`, { channel_slug: 'podium' });
    kick.failTokenWith = 500;
    const { forgetKickTokens } = await import('../../src/features/kick/kick-app.client.ts');
    forgetKickTokens();
    try {
      const res = await admin.post(`${K}/subscribe`);
      expect(res.statusCode).toBe(502);
      expect(json(res).code).toBe(codes.kickFailed);
    } finally {
      kick.failTokenWith = null;
    }
    const state = json<{ data: { subscription_error: string } }>(await admin.get(K)).data;
    expect(state.subscription_error).toContain('500');
  });

  it('saves rules and command switches, refusing bad values field by field', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const rules = {
      points_per_message: 3,
      message_cooldown_seconds: 30,
      daily_cap: 300,
      follow_bonus: 25,
      subscription_bonus: 100,
      excluded_members: ['Kate'],
      bot_names: ['BotRix', 'nightbot'],
    };
    const saved = await admin.put(`${K}/rules`, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: { rules: unknown } }>(saved).data.rules).toEqual({
      ...rules,
      excluded_members: ['kate'],
      bot_names: ['botrix', 'nightbot'],
    });
    const bad = await admin.put(`${K}/rules`, {
      ...rules,
      points_per_message: -1,
      bot_names: ['a b'],
      daily_cap: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, unknown> }>(bad).errors).sort()).toEqual([
      'bot_names.0',
      'daily_cap',
      'points_per_message',
    ]);
    const commands = await admin.put(`${K}/commands`, {
      points: true,
      leaderboard: false,
      hunt: true,
      cooldown_seconds: 10,
    });
    expect(commands.statusCode, commands.body).toBe(200);
    // Each save on record with the rules or switches that changed, old → new.
    const log = auditPageSchema.parse(json(await admin.get('/api/admin/audit-log')).data);
    expect(log.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'kick.commands',
        { points: false, hunt: false, cooldown_seconds: 30 },
        { points: true, hunt: true, cooldown_seconds: 10 },
      ],
      [
        'kick.rules',
        {
          points_per_message: 0,
          message_cooldown_seconds: 60,
          daily_cap: 100,
          follow_bonus: 0,
          subscription_bonus: 0,
          excluded_members: [],
          bot_names: ['botrix', 'kickbot'],
        },
        { ...rules, excluded_members: ['kate'], bot_names: ['botrix', 'nightbot'] },
      ],
    ]);
    const badChannel = await admin.put(`${K}/channel`, { channel_slug: 'po dium' });
    expect(Object.keys(json<{ errors: Record<string, unknown> }>(badChannel).errors)).toEqual([
      'channel_slug',
    ]);
    // The broadcaster id is Kick's to say, never typed (decision 052).
    const typed = await admin.put(`${K}/channel`, { channel_slug: 'podium', broadcaster_user_id: '1001' });
    expect(typed.statusCode).toBe(400);
  });

  it('lists recent events with their outcome', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick));
    await deliver(ctx, kick, 'chat.message.sent', chatPayload({ id: 9, name: 'lurker' }));
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const events = json<{ data: unknown[] }>(await admin.get(`${K}/events`)).data;
    expect(events).toMatchObject([
      {
        type: 'chat.message.sent',
        kick_username: 'lurker',
        username: null,
        outcome: 'not_linked',
        points: 0,
      },
      {
        type: 'chat.message.sent',
        kick_username: 'kate_kick',
        username: 'kate',
        outcome: 'credited',
        points: 5,
      },
    ]);
  });
});
