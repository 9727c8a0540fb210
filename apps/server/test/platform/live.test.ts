import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { liveTopics } from '@podium/shared/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { json, signedIn, TEST_SECRET, testConfig, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { SseClient } from '../helpers/sse.ts';

const ctx = useTestApp();
let base = '';
const stream = (topics = 'leaderboard', headers: Record<string, string> = {}) =>
  SseClient.open(`${base}/api/r/live?topics=${topics}`, headers);

beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A response that never drains: what a client that stopped reading looks like to the hub. */
class StalledResponse extends EventEmitter {
  writableLength = 0;
  destroyed = false;
  chunks: string[] = [];
  write(chunk: string | Buffer) {
    this.writableLength += chunk.length;
    this.chunks.push(String(chunk));
    return false;
  }
  end() {}
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}
const stalled = () => new StalledResponse() as StalledResponse & ServerResponse;

describe('live updates (Server-Sent Events)', () => {
  it('refuses a missing topic list and topics no module declares, in the envelope', async () => {
    for (const url of ['/api/r/live', '/api/r/live?topics=', '/api/r/live?topics=leaderboard,nope']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res)).toMatchObject({ success: false, data: null, code: 'bad_request' });
    }
  });

  it('streams a subscribed event, then a leaderboard event when an admin changes the boards', async () => {
    const { platform } = await createBoard(ctx.db, { slug: 'roobet', players: 3 });
    const client = await stream();
    expect(client.response.statusCode).toBe(200);
    expect(client.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.response.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.next('subscribed')).data).toEqual({ topics: ['leaderboard'] });

    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.post('/api/admin/leaderboards/reorder', { ids: [platform.id] })).statusCode).toBe(
      200,
    );
    const event = await client.next(liveTopics.leaderboard);
    expect(event.id).toMatch(/^\d+-\d+-[a-z0-9]+$/);
    client.close();
  });

  it('replays what a client missed after its Last-Event-ID, in order, then marks where it is', async () => {
    const first = await stream();
    const subscribed = await first.next('subscribed');
    first.close();
    ctx.app.deps.live.publish(liveTopics.leaderboard, { n: 1 });
    ctx.app.deps.live.publish(liveTopics.leaderboard, { n: 2 });

    const again = await stream('leaderboard', { 'last-event-id': subscribed.id as string });
    await again.next('subscribed');
    expect(again.events.map((e) => [e.event, e.data])).toEqual([
      ['leaderboard', { n: 1 }],
      ['leaderboard', { n: 2 }],
      ['subscribed', { topics: ['leaderboard'] }],
    ]);
    again.close();
  });

  it('asks a client to refetch when what it missed cannot be replayed', async () => {
    // An id from before this process started, and one that is not an id at all.
    for (const lastEventId of ['1000-0-abcd', 'garbage']) {
      const client = await stream('leaderboard', { 'last-event-id': lastEventId });
      expect((await client.next('reset')).data).toEqual({ topics: ['leaderboard'] });
      client.close();
    }
    // Also when the replay ring has moved past it.
    const hub = new LiveHub({ replaySize: 2 });
    hub.declare(['leaderboard']);
    const early = stalled();
    hub.attach(early, ['leaderboard']);
    const openId = /id: (\S+)\nevent: subscribed/.exec(early.chunks.join(''))?.[1] as string;
    for (let n = 0; n < 3; n++) hub.publish('leaderboard', { n });
    const late = stalled();
    hub.attach(late, ['leaderboard'], openId);
    expect(late.chunks.join('')).toContain('event: reset\ndata: {"topics":["leaderboard"]}');
    hub.close();
  });

  it('drops a client that stops reading instead of buffering for it without bound', () => {
    const hub = new LiveHub({ maxBufferedBytes: 4096 });
    const slow = stalled();
    const fine = stalled();
    hub.attach(slow, ['leaderboard']);
    hub.attach(fine, ['leaderboard']);
    hub.publish('leaderboard', { big: 'x'.repeat(3000) });
    fine.writableLength = 0; // this one reads
    hub.publish('leaderboard', { big: 'x'.repeat(3000) });
    expect(slow.destroyed).toBe(true);
    expect(fine.destroyed).toBe(false);
    expect(hub.clientCount).toBe(1);
    expect(hub.dropped).toBe(1);
    hub.close();
  });

  it('sends a heartbeat comment to every stream', async () => {
    const hub = new LiveHub({ heartbeatMs: 20 });
    const res = stalled();
    hub.attach(res, ['leaderboard']);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(res.chunks.filter((c) => c === ':\n\n').length).toBeGreaterThanOrEqual(2);
    hub.close();
  });

  it('ends every stream cleanly when the server shuts down, so clients reconnect elsewhere', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: ctx.db,
      secret: TEST_SECRET,
      cache: new JsonCache(),
      live: new LiveHub(),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await SseClient.open(`${address}/api/r/live?topics=leaderboard`);
    await client.next('subscribed');
    const started = Date.now();
    await app.close();
    await expect(client.ended).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
