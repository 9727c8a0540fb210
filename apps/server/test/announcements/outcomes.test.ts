import { announcementErrorCodes as codes } from '@podium/shared/announcements/errors';
import { announcementKinds } from '@podium/shared/announcements/messages';
import type { Announcement } from '@podium/shared/announcements/schemas';
import { auditPageSchema } from '@podium/shared/audit/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueAnnouncements } from '../../src/features/announcements/announcements.jobs.ts';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { announce } from '../../src/features/announcements/announcements.usecases.ts';
import { saveWebhookUrl } from '../../src/features/announcements/announcements-settings.repository.ts';
import { FakeDiscordWebhook } from '../fakes/fake-discord-webhook.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';

const discord = await new FakeDiscordWebhook().start();
afterAll(() => discord.stop());
const ctx = useTestApp();
beforeEach(() => discord.reset());

const outbox = async (admin: Awaited<ReturnType<typeof signedIn>>) =>
  json<{ data: Announcement[] }>(await admin.get('/api/admin/announcements')).data;
const statusOf = async (admin: Awaited<ReturnType<typeof signedIn>>, key: string) =>
  (await outbox(admin)).find((a) => a.key === key)?.status;
const dueNow = () => ctx.db.update(announcements).set({ nextAttemptAt: sql`now()` });
const idOf = async (key: string) =>
  (await ctx.db.select().from(announcements).where(eq(announcements.key, key)))[0]!.id;

describe('failed posts: Failed, with Retry and Cancel', () => {
  it('shows a failed try as failed (not pending), and Retry posts it', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await saveWebhookUrl(ctx.db, discord.url);
    await announce(ctx.db, { key: 'raffle-drawn:1', content: 'drawn' });
    discord.failNext = [500];
    await sendDueAnnouncements(ctx.db);
    expect(await outbox(admin)).toMatchObject([
      {
        key: 'raffle-drawn:1',
        kind: 'raffle_drawn',
        status: 'failed',
        attempts: 1,
        last_error: 'Discord answered 500',
      },
    ]);
    const id = await idOf('raffle-drawn:1');
    const retried = await admin.post(`/api/admin/announcements/${id}/retry`);
    expect([retried.statusCode, json(retried).message]).toEqual([
      200,
      'Queued again: it is posted within a few seconds',
    ]);
    expect(json<{ data: Announcement[] }>(retried).data[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(await statusOf(admin, 'raffle-drawn:1')).toBe('sent');
    // Sent: neither Retry nor Cancel any more.
    for (const action of ['retry', 'cancel']) {
      const res = await admin.post(`/api/admin/announcements/${id}/${action}`);
      expect([res.statusCode, json(res).code]).toEqual([409, codes.notOpen]);
    }
    expect((await admin.post('/api/admin/announcements/999999/cancel')).statusCode).toBe(404);
  });

  it('Cancel closes a failed post for good, on record', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await saveWebhookUrl(ctx.db, discord.url);
    await announce(ctx.db, { key: 'tournament-completed:4', content: 'done' });
    discord.failNext = [500];
    await sendDueAnnouncements(ctx.db);
    const id = await idOf('tournament-completed:4');
    const res = await admin.post(`/api/admin/announcements/${id}/cancel`);
    expect(json(res).message).toBe('Announcement cancelled: it will not be posted');
    await dueNow();
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    expect(discord.attempts).toBe(1);
    expect(await statusOf(admin, 'tournament-completed:4')).toBe('cancelled');
    const log = auditPageSchema.parse(
      json(await admin.get('/api/admin/audit-log?action=announcements.cancel')).data,
    );
    expect(log.entries).toEqual([
      expect.objectContaining({
        target_type: 'announcement',
        target_id: String(id),
        before: { status: 'failed' },
        after: { status: 'cancelled' },
      }),
    ]);
  });
});

describe('no burst of old news', () => {
  it('expires posts waiting over a day when a webhook is saved later, and sends the recent ones', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const n of [1, 2, 3]) await announce(ctx.db, { key: `raffle-drawn:${n}`, content: `old ${n}` });
    await ctx.db.update(announcements).set({ queuedAt: sql`now() - interval '25 hours'` });
    await announce(ctx.db, { key: 'raffle-drawn:9', content: 'recent' });
    await admin.put('/api/admin/announcements/settings', { discord_webhook_url: discord.url });
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(discord.received.map((m) => m.content)).toEqual(['recent']);
    const list = await outbox(admin);
    expect(list.map((a) => [a.key, a.status])).toEqual([
      ['raffle-drawn:9', 'sent'],
      ['raffle-drawn:3', 'expired'],
      ['raffle-drawn:2', 'expired'],
      ['raffle-drawn:1', 'expired'],
    ]);
    // An admin may still post one of them on purpose.
    await admin.post(`/api/admin/announcements/${await idOf('raffle-drawn:2')}/retry`);
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(discord.received.map((m) => m.content)).toEqual(['recent', 'old 2']);
  });
});

describe('which events are announced', () => {
  it('is a choice per kind: a kind switched off is not queued, and what was queued is skipped', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await saveWebhookUrl(ctx.db, discord.url);
    await announce(ctx.db, { key: 'raffle-drawn:1', content: 'queued before' });
    const saved = await admin.put('/api/admin/announcements/settings', {
      events: ['tournament_completed', 'wager_raffle_drawn'],
    });
    expect(json(saved).data).toMatchObject({
      discord_webhook_set: true,
      events: ['wager_raffle_drawn', 'tournament_completed'],
    });
    await announce(ctx.db, { key: 'raffle-drawn:2', content: 'after' });
    await announce(ctx.db, { key: 'bonus-hunt:7', content: 'hunt' });
    await announce(ctx.db, { key: 'tournament-completed:3', content: 'cup' });
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(discord.received.map((m) => m.content)).toEqual(['cup']);
    expect((await outbox(admin)).map((a) => [a.key, a.status])).toEqual([
      ['tournament-completed:3', 'sent'],
      ['raffle-drawn:1', 'skipped'],
    ]);
    const log = auditPageSchema.parse(
      json(await admin.get('/api/admin/audit-log?action=announcements.settings')).data,
    );
    expect(log.entries[0]).toMatchObject({
      // Every kind was on before (new kinds are announced unless switched off).
      before: { events: [...announcementKinds] },
      after: { events: ['wager_raffle_drawn', 'tournament_completed'] },
    });
    // Retrying a skipped row while its kind is off would only skip it again.
    const skipped = await admin.post(`/api/admin/announcements/${await idOf('raffle-drawn:1')}/retry`);
    expect([skipped.statusCode, json(skipped).code]).toEqual([409, codes.kindOff]);
    const bad = await admin.put('/api/admin/announcements/settings', { events: ['everything'] });
    expect(bad.statusCode).toBe(400);
  });
});
