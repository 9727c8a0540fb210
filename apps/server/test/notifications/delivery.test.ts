import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverNotifications } from '../../src/features/notifications/notifications.delivery.ts';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { notify } from '../../src/features/notifications/notifications.usecases.ts';
import { users } from '../../src/features/users/users.table.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { FakeSmtp } from '../fakes/fake-smtp.ts';
import { testConfig, useTestApp } from '../helpers/app.ts';
import { delay } from '../helpers/jobs.ts';
import { BROADCASTER, setUp } from '../kick/fixtures.ts';
import { member } from '../raffles/fixtures.ts';

// The delivery step (decision 062): email when the member asked for it and the site sends email; a
// Kick chat mention of a live win when the bot can post. Neither ever fails the notification.
const smtp = new FakeSmtp();
const kick = await new FakeKick().start();
beforeAll(() => smtp.start());
afterAll(async () => {
  await smtp.stop();
  await kick.stop();
});
const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Podium <no-reply@podium.test>',
        CONTACT_EMAIL_TO: 'support@podium.test',
        KICK_CLIENT_ID: kick.clientId,
        KICK_CLIENT_SECRET: kick.clientSecret,
        KICK_AUTH_URL: kick.baseUrl,
        KICK_API_URL: kick.baseUrl,
      }),
  },
);
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuse = false;
  kick.chat.length = 0;
});

const deliver = async () => {
  const mailer = createMailer(ctx.app.deps.config.mail);
  const run = await deliverNotifications({ ...ctx.app.deps, mailer });
  await run.sent;
  mailer.close();
  return run.taken;
};
const payout = {
  kind: 'payout_sent',
  ref: 'payout:1',
  data: { payout_id: 1, amount_cents: 1250, description: 'VIP' },
} as const;
const raffleWin = {
  kind: 'raffle_won',
  ref: 'raffle:3:winner:1',
  data: { raffle_id: 3, title: 'Friday raffle', prize: '500 points', claim_by: null },
} as const;

async function withEmail(username: string, emailWins: boolean) {
  const m = await member(ctx, username);
  await ctx.db
    .update(users)
    .set({ email: `${username}@example.com` })
    .where(eq(users.id, m.id));
  ctx.app.deps.sessions.dropUser(m.id);
  const saved = await m.agent.put('/api/r/notifications/settings', { email_wins: emailWins });
  expect(saved.statusCode, saved.body).toBe(200);
  return m;
}

describe('notification emails', () => {
  it('are sent when the member turned them on, for wins and payouts only, once', async () => {
    const alice = await withEmail('alice', true);
    const read = await alice.agent.get('/api/r/notifications/settings');
    expect(read.json().data).toEqual({ email_wins: true, email_available: true, has_email: true });
    await notify(ctx.db, { userId: alice.id, ...payout });
    await notify(ctx.db, {
      userId: alice.id,
      kind: 'friend_request',
      ref: 'friendship:9',
      data: { from_user_id: 1, from_username: 'bob' },
    });
    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['alice@example.com']);
    expect(mail!.header('subject')).toBe('Your payout was sent');
    expect(mail!.text).toContain('Your payout of $12.50 was sent (VIP).');
    expect(mail!.text).toContain('http://localhost:3000/vip-rewards');
  });

  it('are not sent when the setting is off (the default)', async () => {
    const bob = await withEmail('bob', false);
    await notify(ctx.db, { userId: bob.id, ...payout });
    expect(await deliver()).toBe(1);
    await delay(200);
    expect(smtp.received).toHaveLength(0);
  });

  it('never fail the notification when the mail server refuses', async () => {
    const alice = await withEmail('alice', true);
    smtp.refuse = true;
    await notify(ctx.db, { userId: alice.id, ...payout });
    expect(await deliver()).toBe(1);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    expect(row).toMatchObject({ kind: 'payout_sent', readAt: null });
    expect(row!.deliveredAt).not.toBeNull();
  });
});

describe('Kick chat mentions', () => {
  it('name a live win of a member with a Kick account, once, while the channel is live', async () => {
    await setUp(ctx);
    const alice = await member(ctx, 'alice');
    await notify(ctx.db, { userId: alice.id, ...raffleWin });
    await notify(ctx.db, { userId: alice.id, ...payout });
    expect(await deliver()).toBe(2);
    expect(kick.chat).toEqual([
      expect.objectContaining({
        broadcaster_user_id: BROADCASTER.user_id,
        content: '@alice_kick won 500 points in the raffle “Friday raffle”!',
        type: 'bot',
      }),
    ]);
    expect(await deliver()).toBe(0);
    expect(kick.chat).toHaveLength(1);
  });

  it('say nothing while the channel is offline, or for a member without Kick', async () => {
    await setUp(ctx, { live: false });
    const alice = await member(ctx, 'alice');
    await notify(ctx.db, { userId: alice.id, ...raffleWin });
    expect(await deliver()).toBe(1);
    await setUp(ctx, { live: true });
    const bob = await member(ctx, 'bob', { kick: null });
    await notify(ctx.db, { userId: bob.id, ...raffleWin });
    expect(await deliver()).toBe(1);
    await delay(100);
    expect(kick.chat).toEqual([]);
  });
});
