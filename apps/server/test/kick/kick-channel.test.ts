import { auditPageSchema } from '@podium/shared/audit/schemas';
import { kickAdminMessages } from '@podium/shared/kick/admin';
import { kickErrorCodes as codes, kickErrors } from '@podium/shared/kick/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeKick } from '../fakes/fake-kick.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { chatPayload, deliver, followPayload, kickConfig, linkedMember, setUp } from './fixtures.ts';

// The channel is entered once, as a slug, and its broadcaster id looked up from Kick (decision 052);
// the events log filters by event type and outcome.

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });
const K = '/api/admin/kick';
type State = { channel_slug: string | null; broadcaster_user_id: string | null };
const stateOf = async (admin: Awaited<ReturnType<typeof signedIn>>) =>
  json<{ data: State }>(await admin.get(K)).data;

describe('Admin › Kick: the channel', () => {
  it('looks the broadcaster id up from the slug, and the stream embed shows the same channel', async () => {
    kick.channels.set('spin_city', 4242);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const lookups = kick.channelLookups;
    const res = await admin.put(`${K}/channel`, { channel_slug: 'Spin_City' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(kickAdminMessages.channelSaved);
    expect(json<{ data: State }>(res).data).toMatchObject({
      channel_slug: 'spin_city',
      broadcaster_user_id: '4242',
    });
    expect(kick.channelLookups).toBe(lookups + 1);

    // Site settings read the channel from here; their own save does not change it.
    const settings = json<{ data: Record<string, unknown> }>(await admin.get('/api/admin/settings')).data;
    expect(settings.stream_channel).toBe('spin_city');
    expect(
      json<{ data: { stream_channel: string } }>(await admin.get('/api/r/settings')).data.stream_channel,
    ).toBe('spin_city');
    const other = await admin.put('/api/admin/settings', { ...settings, stream_channel: 'elsewhere' });
    expect(other.statusCode, other.body).toBe(200);
    expect(json<{ data: { stream_channel: string } }>(other).data.stream_channel).toBe('spin_city');

    const log = auditPageSchema.parse(json(await admin.get('/api/admin/audit-log?action=kick.channel')).data);
    expect(log.entries.map((e) => [e.before, e.after])).toEqual([
      [
        { channel_slug: null, broadcaster_user_id: null },
        { channel_slug: 'spin_city', broadcaster_user_id: '4242' },
      ],
    ]);
  });

  it('refuses a slug Kick does not know, under the field, and keeps the channel', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.put(`${K}/channel`, { channel_slug: 'podium' })).statusCode).toBe(200);
    const res = await admin.put(`${K}/channel`, { channel_slug: 'no-such-channel' });
    expect(res.statusCode).toBe(400);
    const words = kickErrors.unknownChannel.message('no-such-channel');
    expect(words).toBe('No Kick channel is called “no-such-channel”. Check the name in kick.com/…');
    expect(json(res)).toMatchObject({
      code: codes.unknownChannel,
      message: words,
      errors: { channel_slug: [words] },
    });
    expect(await stateOf(admin)).toMatchObject({ channel_slug: 'podium', broadcaster_user_id: '1001' });
  });

  it('says so when Kick cannot be reached, saving nothing', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.put(`${K}/channel`, { channel_slug: 'podium' })).statusCode).toBe(200);
    kick.channels.set('spin_city', 4242);
    kick.failChannelsWith = 503;
    try {
      const res = await admin.put(`${K}/channel`, { channel_slug: 'spin_city' });
      expect(res.statusCode).toBe(502);
      expect(json(res)).toMatchObject({ code: codes.lookupFailed, message: kickErrors.lookupFailed.message });
    } finally {
      kick.failChannelsWith = null;
    }
    expect(await stateOf(admin)).toMatchObject({ channel_slug: 'podium', broadcaster_user_id: '1001' });
  });
});

describe('Admin › Kick: the events log', () => {
  it('filters by event type and by outcome, and refuses a filter it does not know', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick));
    await deliver(ctx, kick, 'chat.message.sent', chatPayload({ id: 9, name: 'lurker' }));
    await deliver(ctx, kick, 'channel.followed', followPayload({ id: 9, name: 'lurker' }));
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const events = async (query: string) => {
      const res = await admin.get(`${K}/events${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: { type: string; outcome: string; kick_username: string }[] }>(res).data;
    };
    expect(await events('')).toHaveLength(3);
    expect((await events('?type=chat.message.sent')).map((e) => e.outcome)).toEqual([
      'not_linked',
      'credited',
    ]);
    expect((await events('?outcome=not_linked')).map((e) => e.type)).toEqual([
      'channel.followed',
      'chat.message.sent',
    ]);
    expect(await events('?type=channel.followed&outcome=credited')).toEqual([]);
    expect((await events('?type=chat.message.sent&outcome=credited')).map((e) => e.kick_username)).toEqual([
      'kate_kick',
    ]);
    expect((await admin.get(`${K}/events?outcome=daily-cap`)).statusCode).toBe(400);
  });
});
