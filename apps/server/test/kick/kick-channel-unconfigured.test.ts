import { kickAdminMessages } from '@podium/shared/kick/admin';
import { kickErrorCodes as codes } from '@podium/shared/kick/errors';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp } from '../helpers/app.ts';

// Without Kick's app credentials there is nothing to look the broadcaster up with (decision 052): the
// channel is saved for the stream embed, without a broadcaster id; subscribing says Kick is not configured.
const ctx = useTestApp();
const K = '/api/admin/kick';

describe('Admin › Kick without Kick configured', () => {
  it('saves the channel without a broadcaster id and says so; subscribing waits for one', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.put(`${K}/channel`, { channel_slug: 'podium' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(kickAdminMessages.channelSavedNotLookedUp);
    expect(json<{ data: Record<string, unknown> }>(res).data).toMatchObject({
      configured: false,
      channel_slug: 'podium',
      broadcaster_user_id: null,
    });
    const settings = json<{ data: { stream_channel: string } }>(await admin.get('/api/r/settings')).data;
    expect(settings.stream_channel).toBe('podium');
    const subscribe = await admin.post(`${K}/subscribe`);
    expect(subscribe.statusCode).toBe(409);
    expect(json(subscribe).code).toBe(codes.notConfigured);
  });
});
