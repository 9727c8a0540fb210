import { generateKeyPairSync, sign } from 'node:crypto';
import { kickErrorCodes as codes } from '@podium/shared/kick/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { kickSettingsOf } from '../../src/features/kick/kick-settings.repository.ts';
import { FakeKick, ulid } from '../fakes/fake-kick.ts';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import {
  chatPayload,
  deliver,
  expectOutcome,
  kickConfig,
  linkedMember,
  livePayload,
  outcomes,
  pointsOf,
  setUp,
} from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });

describe('POST /webhooks/kick: only what Kick signed, once, and fresh', () => {
  it('accepts a delivery Kick signed, without a CSRF token, and logs it', async () => {
    await setUp(ctx, { live: false });
    await expectOutcome(await deliver(ctx, kick, 'livestream.status.updated', livePayload(true)), 'live');
    expect(await outcomes(ctx)).toEqual(['live']);
  });

  it('accepts a delivery over HTTP exactly as Kick sends it, and refuses a forged or tampered one', async () => {
    await setUp(ctx, { live: false });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/webhooks/kick`;
    const forged = await kick.deliver(url, 'livestream.status.updated', livePayload(true), { forge: true });
    expect(forged.status).toBe(401);
    const tampered = await kick.deliver(url, 'livestream.status.updated', livePayload(true), {
      tamper: (raw) => raw.replace('Slots', 'Slotz'),
    });
    expect(tampered.status).toBe(401);
    const res = await kick.deliver(url, 'livestream.status.updated', livePayload(true));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { outcome: string } }).data.outcome).toBe('live');
    expect((await kickSettingsOf(ctx.db)).isLive).toBe(true);
  });

  it('refuses a forged signature, a tampered body and a missing header, changing nothing', async () => {
    await setUp(ctx, { live: false });
    const messageId = ulid();
    const timestamp = new Date().toISOString();
    const raw = JSON.stringify(livePayload(true));
    const bad = await deliver(ctx, kick, 'livestream.status.updated', livePayload(true), {
      messageId,
      timestamp,
      signature: Buffer.from('not a signature').toString('base64'),
    });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).code).toBe(codes.badSignature);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await deliver(ctx, kick, 'livestream.status.updated', livePayload(true), {
      messageId,
      timestamp,
      signature: sign('sha256', Buffer.from(`${messageId}.${timestamp}.${raw}`), forger).toString('base64'),
    });
    expect(forged.statusCode).toBe(401);
    const tampered = await deliver(ctx, kick, 'livestream.status.updated', livePayload(true), {
      messageId,
      timestamp,
      signature: kick.signature(messageId, timestamp, raw),
      raw: raw.replace('"is_live":true', '"is_live":false'),
    });
    expect(tampered.statusCode).toBe(401);
    const noHeaders = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/kick',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeaders.statusCode).toBe(400);
    expect(json(noHeaders).code).toBe(codes.badDelivery);
    expect(await outcomes(ctx)).toEqual([]);
    expect((await kickSettingsOf(ctx.db)).isLive).toBe(false);
  });

  it('verifies the raw bytes as sent (spacing and key order kept), not re-serialised JSON', async () => {
    await setUp(ctx, { live: false });
    const messageId = ulid();
    const timestamp = new Date().toISOString();
    const raw = `{ "is_live" : true,\n  "broadcaster": {"username":"podium","user_id":1001} }`;
    const res = await deliver(ctx, kick, 'livestream.status.updated', null, {
      messageId,
      timestamp,
      raw,
      signature: kick.signature(messageId, timestamp, raw),
    });
    await expectOutcome(res, 'live');
  });

  it('refuses a delivery older or newer than five minutes', async () => {
    await setUp(ctx, { live: false });
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const res = await deliver(ctx, kick, 'livestream.status.updated', livePayload(true), {
        timestamp: new Date(Date.now() + offset).toISOString(),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe(codes.stale);
    }
    const fresh = await deliver(ctx, kick, 'livestream.status.updated', livePayload(true), {
      timestamp: new Date(Date.now() - 4 * 60_000).toISOString(),
    });
    await expectOutcome(fresh, 'live');
  });

  it('refuses a replayed message id: the second delivery credits nothing', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    const messageId = ulid();
    const payload = chatPayload(kate.kick);
    await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', payload, { messageId }), 'credited');
    const again = await deliver(ctx, kick, 'chat.message.sent', payload, { messageId });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe(codes.replayed);
    expect(await pointsOf(ctx, kate.id)).toBe(5);
  });

  it("fetches Kick's public key once and keeps it", async () => {
    await setUp(ctx, { live: false });
    const before = kick.publicKeyRequests;
    for (let i = 0; i < 3; i++)
      await deliver(ctx, kick, 'livestream.status.updated', livePayload(i % 2 === 0));
    expect(kick.publicKeyRequests - before).toBeLessThanOrEqual(1);
  });

  it('ignores events for another channel and events it does not handle, logging them', async () => {
    await setUp(ctx, { live: false });
    const other = { ...livePayload(true), broadcaster: { user_id: 9, username: 'someone' } };
    await expectOutcome(await deliver(ctx, kick, 'livestream.status.updated', other), 'ignored');
    await expectOutcome(await deliver(ctx, kick, 'channel.reward.redemption.updated', { a: 1 }), 'ignored');
    await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', { broadcaster: 1 }), 'ignored');
    expect((await kickSettingsOf(ctx.db)).isLive).toBe(false);
  });

  it('answers within a few milliseconds (measured over 30 chat deliveries)', async () => {
    await setUp(ctx, { rules: { message_cooldown_seconds: 0, daily_cap: 1_000_000 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick)); // the key fetch, once
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick)), 'credited');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[15]!;
    console.info(`kick webhook: median ${median.toFixed(1)} ms, p90 ${times[27]!.toFixed(1)} ms`);
    expect(median).toBeLessThan(150);
  });
});

describe('livestream.status.updated', () => {
  it('sets the live state, serves it, and publishes it on the stream topic only when it changes', async () => {
    await setUp(ctx, { live: false });
    const published: unknown[] = [];
    const live = ctx.app.deps.live;
    const original = live.publish.bind(live);
    live.publish = (topic, data) => {
      if (topic === 'stream') published.push(data);
      return original(topic, data);
    };
    try {
      const read = async () => json(await (await visitor(ctx)).get('/api/r/kick/live')).data;
      expect(await read()).toEqual({ is_live: false, channel_slug: 'podium' });
      await deliver(ctx, kick, 'livestream.status.updated', livePayload(true));
      expect(await read()).toEqual({ is_live: true, channel_slug: 'podium' });
      await deliver(ctx, kick, 'livestream.status.updated', livePayload(true)); // no change
      await deliver(ctx, kick, 'livestream.status.updated', livePayload(false));
      expect(await read()).toEqual({ is_live: false, channel_slug: 'podium' });
      expect(published).toEqual([
        { is_live: true, channel_slug: 'podium' },
        { is_live: false, channel_slug: 'podium' },
      ]);
    } finally {
      live.publish = original;
    }
  });
});
