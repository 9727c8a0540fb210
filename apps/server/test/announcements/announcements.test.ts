import { announcementErrorCodes as codes } from '@podium/shared/announcements/errors';
import { announcementKinds } from '@podium/shared/announcements/messages';
import { auditPageSchema } from '@podium/shared/audit/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  announcementJobs,
  sendDueAnnouncements,
} from '../../src/features/announcements/announcements.jobs.ts';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { announce } from '../../src/features/announcements/announcements.usecases.ts';
import { saveWebhookUrl } from '../../src/features/announcements/announcements-settings.repository.ts';
import { drawInTransaction } from '../../src/features/raffles/draw.usecases.ts';
import { FakeDiscordWebhook } from '../fakes/fake-discord-webhook.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { delay, makeDue, schedulerOn, until } from '../helpers/jobs.ts';
import { enter, free, member } from '../raffles/fixtures.ts';
import { byRound, makeTournament, record } from '../tournaments/fixtures.ts';

const discord = await new FakeDiscordWebhook().start();
afterAll(() => discord.stop());
const ctx = useTestApp();
beforeEach(() => discord.reset());

const rows = () => ctx.db.select().from(announcements).orderBy(announcements.id);
const dueNow = () => ctx.db.update(announcements).set({ nextAttemptAt: sql`now()` });

describe('announce()', () => {
  it('queues a key once: the same key again (or at once) adds nothing', async () => {
    await announce(ctx.db, { key: 'k:1', content: 'first' });
    await Promise.all([
      announce(ctx.db, { key: 'k:1', content: 'second' }),
      announce(ctx.db, { key: 'k:1', content: 'third' }),
    ]);
    const all = await rows();
    expect(all.map((r) => [r.key, r.content, r.sentAt])).toEqual([['k:1', 'first', null]]);
  });

  it('is written by the raffle draw and the tournament Final, inside their transactions', async () => {
    const id = await createRaffle(ctx.db, { title: 'Weekly Drop' });
    await enter((await member(ctx, 'wanda')).agent, id, free);
    await ctx.db.transaction((tx) => drawInTransaction(tx, id, null));
    await ctx.db.transaction((tx) => drawInTransaction(tx, id, null)); // already drawn: nothing
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const t = await makeTournament(admin, 4, { name: 'Slot Cup' });
    await record(admin, t, byRound(t, 1)[0]!, 1);
    const now = await record(admin, t, byRound(t, 1)[1]!, 2);
    await record(admin, t, byRound(now, 2)[0]!, 2);
    expect((await rows()).map((r) => [r.key, r.content])).toEqual([
      [`raffle-drawn:${id}`, '🎉 Raffle "Weekly Drop" has been drawn! Winners: wanda.'],
      [`tournament-completed:${t.id}`, '🏆 Tournament "Slot Cup" is complete! Winner: Slot 4.'],
    ]);
  });

  it('is rolled back with the effect it tells about', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await announce(tx, { key: 'gone', content: 'never' });
        throw new Error('effect failed');
      }),
    ).rejects.toThrow('effect failed');
    expect(await rows()).toEqual([]);
  });
});

describe('posting to the Discord webhook', () => {
  it('posts nothing while no webhook is set, then each row once, mentions off', async () => {
    await announce(ctx.db, { key: 'a', content: 'Hello @everyone' });
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    await saveWebhookUrl(ctx.db, discord.url);
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    expect(discord.received).toEqual([{ content: 'Hello @everyone', allowed_mentions: { parse: [] } }]);
    const [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(1);
  });

  it("waits Discord's retry_after on 429 and backs off on 500, then sends once", async () => {
    await saveWebhookUrl(ctx.db, discord.url);
    await announce(ctx.db, { key: 'r', content: 'retry me' });
    discord.failNext = [429, 500];
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'Discord rate limit (429)' });
    expect(await sendDueAnnouncements(ctx.db)).toBe(0); // not due before retry_after (50 ms)
    await delay(80);
    expect(await sendDueAnnouncements(ctx.db)).toBe(0); // the 500
    [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: 2, lastError: 'Discord answered 500' });
    // Backed off 10 s: not due yet.
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(8_000);
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    await dueNow();
    expect(await sendDueAnnouncements(ctx.db)).toBe(1);
    expect(discord.attempts).toBe(3);
    expect(discord.received.map((m) => m.content)).toEqual(['retry me']);
  });

  it('never posts a row twice when processes run at once (claims, then the scheduled job)', async () => {
    await saveWebhookUrl(ctx.db, discord.url);
    for (let i = 0; i < 12; i++) await announce(ctx.db, { key: `many:${i}`, content: `message ${i}` });
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendDueAnnouncements(ctx.db)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    await announce(ctx.db, { key: 'late', content: 'late one' });
    const schedulers = [schedulerOn(ctx.db), schedulerOn(ctx.db)];
    for (const s of schedulers) s.start(announcementJobs);
    try {
      await makeDue(ctx.db, 'announcements-discord');
      await until(() => discord.received.length === 13);
      await delay(50);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
    }
    const contents = discord.received.map((m) => m.content);
    expect(new Set(contents).size).toBe(13);
    expect(contents).toHaveLength(13);
    expect((await rows()).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('gives up after ten tries and shows the row as failed', async () => {
    await saveWebhookUrl(ctx.db, discord.url);
    await announce(ctx.db, { key: 'bad', content: 'x' });
    await ctx.db.update(announcements).set({ attempts: 9 }).where(eq(announcements.key, 'bad'));
    discord.failNext = [500];
    await sendDueAnnouncements(ctx.db);
    await dueNow();
    expect(await sendDueAnnouncements(ctx.db)).toBe(0);
    expect(discord.attempts).toBe(1);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const list = json<{ data: { status: string; attempts: number }[] }>(
      await admin.get('/api/admin/announcements'),
    );
    expect(list.data).toMatchObject([{ status: 'failed', attempts: 10 }]);
  });
});

describe('Admin › Announcements', () => {
  it('keeps the webhook URL secret: answered masked, never whole', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect(json(await admin.get('/api/admin/announcements/settings')).data).toEqual({
      discord_webhook_set: false,
      discord_webhook_hint: null,
      events: [...announcementKinds],
    });
    const secret = 'https://discord.com/api/webhooks/123/very-secret-token-abcd';
    const saved = await admin.put('/api/admin/announcements/settings', { discord_webhook_url: secret });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('very-secret-token');
    const read = await admin.get('/api/admin/announcements/settings');
    expect(read.body).not.toContain('very-secret-token');
    expect(json(read).data).toEqual({
      discord_webhook_set: true,
      discord_webhook_hint: 'https://discord.com/…abcd',
      events: [...announcementKinds],
    });
    const removed = await admin.put('/api/admin/announcements/settings', { discord_webhook_url: null });
    expect(json(removed)).toMatchObject({
      message: 'Discord webhook removed',
      data: { discord_webhook_set: false },
    });
    // On record, newest first, with no part of the URL: only whether one is set.
    const log = await admin.get('/api/admin/audit-log?action=announcements.settings');
    expect(log.body).not.toMatch(/very-secret-token|webhooks|abcd/);
    expect(auditPageSchema.parse(json(log).data).entries).toEqual([
      expect.objectContaining({ before: { discord_webhook: 'set' }, after: { discord_webhook: 'none' } }),
      expect.objectContaining({ before: { discord_webhook: 'none' }, after: { discord_webhook: 'set' } }),
    ]);
  });

  it("refuses links that are not Discord's webhooks with a field error, and members and moderators", async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const url of [
      'javascript:alert(1)',
      'http://example.com/hook',
      'not a url',
      'https://u:p@x.com/h',
      'https://example.com/api/webhooks/123/token',
      'https://discord.com.evil.example/api/webhooks/123/token',
      'http://discord.com/api/webhooks/123/token',
      'https://discord.com/channels/123/456',
      'https://discord.com/api/webhooks/abc/token',
      'http://127.0.0.1:9/not-a-webhook',
      42,
    ]) {
      const res = await admin.put('/api/admin/announcements/settings', { discord_webhook_url: url });
      expect(res.statusCode, String(url)).toBe(400);
      expect(json(res).errors, String(url)).toEqual({
        discord_webhook_url: [
          typeof url === 'number'
            ? expect.any(String)
            : 'Paste the webhook URL Discord gives you: it starts with https://discord.com/api/webhooks/',
        ],
      });
    }
    for (const url of [
      'https://discord.com/api/webhooks/123/tok-en_1',
      'https://discordapp.com/api/webhooks/123/token',
      'https://canary.discord.com/api/webhooks/123/token',
      'https://ptb.discord.com/api/v10/webhooks/123/token',
      discord.url, // the tests' fake Discord, on this machine
    ]) {
      const res = await admin.put('/api/admin/announcements/settings', { discord_webhook_url: url });
      expect(res.statusCode, url).toBe(200);
    }
    for (const role of ['Member', 'Moderator'] as const) {
      const agent = await signedIn(ctx, `who-${role}`, role);
      expect((await agent.get('/api/admin/announcements/settings')).statusCode).toBe(403);
    }
  });

  it('sends a test at once and says what Discord answered, on record without the URL', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const refused = await admin.post('/api/admin/announcements/test');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe(codes.noWebhook);
    await admin.put('/api/admin/announcements/settings', { discord_webhook_url: discord.url });
    const sent = await admin.post('/api/admin/announcements/test');
    expect([sent.statusCode, json(sent).data]).toEqual([
      200,
      { sent: true, message: 'Test message sent: check your Discord channel' },
    ]);
    expect(discord.received.map((m) => m.content)).toEqual(['This is a test announcement from Podium.']);
    // A webhook Discord no longer knows: its words, not a status code alone.
    await admin.put('/api/admin/announcements/settings', {
      discord_webhook_url: discord.url.replace('1234567890', '999'),
    });
    const unknown = json<{ data: { sent: boolean; message: string } }>(
      await admin.post('/api/admin/announcements/test'),
    );
    expect(unknown.data).toEqual({
      sent: false,
      message:
        'The test message was not sent: Discord does not know this webhook (404: Unknown Webhook): it was deleted, or the URL is wrong',
    });
    const log = await admin.get('/api/admin/audit-log?action=announcements.test');
    expect(log.body).not.toContain('fake-webhook-token');
    expect(auditPageSchema.parse(json(log).data).entries.map((e) => e.after)).toEqual([
      { sent: false, error: expect.stringContaining('404') },
      { sent: true },
    ]);
    // Nothing went through the outbox.
    expect(await rows()).toEqual([]);
  });
});
