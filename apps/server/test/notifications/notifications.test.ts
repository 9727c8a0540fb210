import type { AccountExport } from '@podium/shared/account/export';
import { liveTopics } from '@podium/shared/common/live';
import { NOTIFICATION_PAGE_SIZE } from '@podium/shared/notifications/kinds';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverNotifications } from '../../src/features/notifications/notifications.delivery.ts';
import { deleteExpired } from '../../src/features/notifications/notifications.repository.ts';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { notify } from '../../src/features/notifications/notifications.usecases.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import { SseClient } from '../helpers/sse.ts';
import { member } from '../raffles/fixtures.ts';
import { listOf, rowsOf, unreadOf } from './fixtures.ts';

const ctx = useTestApp();
let base = '';
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const deliver = () => deliverNotifications({ ...ctx.app.deps, mailer: createMailer(null) });
const payout = (id: number) =>
  ({
    kind: 'payout_sent',
    ref: `payout:${id}`,
    data: { payout_id: id, amount_cents: 5000, description: 'VIP' },
  }) as const;

describe('a member’s notifications', () => {
  it('are for members only: every call is a 401 for a visitor', async () => {
    const anon = await visitor(ctx);
    for (const res of [
      await anon.get('/api/r/notifications'),
      await anon.get('/api/r/notifications/unread-count'),
      await anon.post('/api/r/notifications/1/read'),
      await anon.post('/api/r/notifications/read-all'),
      await anon.get('/api/r/notifications/settings'),
      await anon.put('/api/r/notifications/settings', { email_wins: true }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('are written once per event, however often the caller runs', async () => {
    const alice = await member(ctx, 'alice');
    expect(await notify(ctx.db, { userId: alice.id, ...payout(7) })).toBe(true);
    expect(await notify(ctx.db, { userId: alice.id, ...payout(7) })).toBe(false);
    await ctx.db.transaction(async (tx) => {
      await notify(tx, { userId: alice.id, ...payout(7) });
    });
    expect(await rowsOf(ctx, alice.id)).toHaveLength(1);
  });

  it('list newest first with paging, count the unread, mark one and all read; nobody sees another’s', async () => {
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    for (let i = 1; i <= NOTIFICATION_PAGE_SIZE + 2; i++)
      await notify(ctx.db, { userId: alice.id, ...payout(i) });
    await notify(ctx.db, { userId: bob.id, ...payout(99) });

    const first = await listOf(alice.agent);
    expect(first).toMatchObject({ page: 1, page_size: NOTIFICATION_PAGE_SIZE, total: 22, unread: 22 });
    expect(first.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.notifications[0]).toMatchObject({
      kind: 'payout_sent',
      data: { payout_id: 22 },
      read_at: null,
    });
    const second = await listOf(alice.agent, '?page=2');
    expect(second.notifications.map((n) => n.data.payout_id)).toEqual([2, 1]);
    expect((await listOf(alice.agent, '?limit=3')).notifications).toHaveLength(3);
    expect((await alice.agent.get('/api/r/notifications?limit=500')).statusCode).toBe(400);

    const bobs = await listOf(bob.agent);
    expect(bobs.notifications.map((n) => n.data.payout_id)).toEqual([99]);
    const bobsId = bobs.notifications[0]!.id;
    // Alice cannot read (or learn of) Bob's.
    const foreign = await alice.agent.post(`/api/r/notifications/${bobsId}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).code).toBe('notifications.not_found');
    expect(await unreadOf(bob.agent)).toBe(1);

    const one = await alice.agent.post(`/api/r/notifications/${first.notifications[0]!.id}/read`);
    expect(one.statusCode, one.body).toBe(200);
    const readAt = json<{ data: { read_at: string } }>(one).data.read_at;
    expect(readAt).not.toBeNull();
    expect(await unreadOf(alice.agent)).toBe(21);
    // Reading it again keeps the first time.
    const again = await alice.agent.post(`/api/r/notifications/${first.notifications[0]!.id}/read`);
    expect(json<{ data: { read_at: string } }>(again).data.read_at).toBe(readAt);

    const all = await alice.agent.post('/api/r/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(json(all)).toMatchObject({ data: { marked: 21 }, message: 'All notifications marked as read' });
    expect(await unreadOf(alice.agent)).toBe(0);
    expect(await unreadOf(bob.agent)).toBe(1);
  });

  it('needs the CSRF token to mark read', async () => {
    const alice = await member(ctx, 'alice');
    const res = await alice.agent.request({
      method: 'POST',
      url: '/api/r/notifications/read-all',
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('are kept 90 days: the retention job deletes older ones (database clock)', async () => {
    const alice = await member(ctx, 'alice');
    await notify(ctx.db, { userId: alice.id, ...payout(1) });
    await notify(ctx.db, { userId: alice.id, ...payout(2) });
    await notify(ctx.db, { userId: alice.id, ...payout(3) });
    await ctx.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(notifications.ref, 'payout:1'));
    await ctx.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '89 days'` })
      .where(eq(notifications.ref, 'payout:2'));
    expect(await deleteExpired(ctx.db)).toBe(1);
    expect(await deleteExpired(ctx.db)).toBe(0);
    expect((await rowsOf(ctx, alice.id)).map((r) => r.ref)).toEqual(['payout:2', 'payout:3']);
  });

  it('are in the member’s data download, with their sentence and link, and nobody else’s', async () => {
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    await notify(ctx.db, { userId: alice.id, ...payout(5) });
    await notify(ctx.db, {
      userId: alice.id,
      kind: 'friend_request',
      ref: 'friendship:1',
      data: { from_user_id: bob.id, from_username: 'bob' },
    });
    await notify(ctx.db, { userId: bob.id, ...payout(6) });
    const res = await alice.agent.get('/api/r/account/export');
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(res.body) as AccountExport;
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: 'payout_sent',
        text: 'Your payout of $50.00 was sent (VIP).',
        link: '/vip-rewards',
        read_at: null,
      }),
      expect.objectContaining({
        kind: 'friend_request',
        text: 'bob sent you a friend request.',
        link: '/profile/bob',
      }),
    ]);
    expect(data.notification_settings).toEqual({ email_wins: false });
  });

  it('reach only the member’s own live stream, after the delivery step, with no data', async () => {
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    const cookieOf = (a: typeof alice) => ({
      cookie: [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    const open = (headers: Record<string, string> = {}) =>
      SseClient.open(`${base}/api/r/live?topics=${liveTopics.notifications}`, headers);
    const [mine, theirs, anon] = await Promise.all([open(cookieOf(alice)), open(cookieOf(bob)), open()]);
    try {
      await Promise.all([mine.next('subscribed'), theirs.next('subscribed'), anon.next('subscribed')]);
      await ctx.db.transaction(async (tx) => {
        await notify(tx, { userId: alice.id, ...payout(1) });
      });
      expect((await deliver()).taken).toBe(1);
      const event = await mine.next(liveTopics.notifications);
      expect(event.data).toEqual({});
      // Delivered once: a second run takes nothing.
      expect((await deliver()).taken).toBe(0);
      // Marking read elsewhere tells her other pages too.
      await alice.agent.post('/api/r/notifications/read-all');
      await mine.next(liveTopics.notifications, { skip: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(theirs.events.filter((e) => e.event === liveTopics.notifications)).toEqual([]);
      expect(anon.events.filter((e) => e.event === liveTopics.notifications)).toEqual([]);
    } finally {
      for (const s of [mine, theirs, anon]) s.close();
    }
  });
});

describe('the notification settings', () => {
  it('are off by default, saved per member, and say whether email can be sent', async () => {
    const alice = await member(ctx, 'alice');
    const read = await alice.agent.get('/api/r/notifications/settings');
    expect(json(read).data).toEqual({ email_wins: false, email_available: false, has_email: false });
    const saved = await alice.agent.put('/api/r/notifications/settings', { email_wins: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ data: { email_wins: true }, message: 'Notification settings saved' });
    expect((await alice.agent.put('/api/r/notifications/settings', { email_wins: 'yes' })).statusCode).toBe(
      400,
    );
    const bob = await member(ctx, 'bob');
    expect(json(await bob.agent.get('/api/r/notifications/settings')).data).toMatchObject({
      email_wins: false,
    });
  });
});
