import { contactErrorCodes } from '@podium/shared/contact/errors';
import { type ContactMessage, contactMessages as texts } from '@podium/shared/contact/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { contactMessages } from '../../src/features/contact/contact.table.ts';
import { FakeSmtp } from '../fakes/fake-smtp.ts';
import { json, signedIn, testConfig, useTestApp, visitor } from '../helpers/app.ts';
import { contactForm, freshAddress, postContact, useCaptchaAnswers } from '../helpers/captcha.ts';

const smtp = new FakeSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.attempts = 0;
  smtp.holdMs = 0;
  smtp.refuse = false;
});

const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Podium <no-reply@podium.test>',
        CONTACT_EMAIL_TO: 'support@podium.test',
      }),
  },
);
const { solve } = useCaptchaAnswers();

async function sendOne(message = 'Where is my prize?') {
  const agent = await visitor(ctx);
  const from = freshAddress();
  const form = contactForm({ message, email: 'sender@example.com' });
  return postContact(agent, { ...form, ...(await solve(agent, from)) }, from);
}

describe('contact messages by email (SMTP_URL set)', () => {
  it('mails the message as plain text to CONTACT_EMAIL_TO, with the sender as Reply-To', async () => {
    expect((await sendOne('Hi <b>there</b>\nSecond line')).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['support@podium.test']);
    expect(mail!.from).toBe('no-reply@podium.test');
    expect(mail!.header('reply-to')).toBe('sender@example.com');
    expect(mail!.header('subject')).toBe('Contact: My prize');
    expect(mail!.header('content-type')).toMatch(/^text\/plain/);
    expect(mail!.text).toContain('Email: sender@example.com');
    expect(mail!.text).toContain('Hi <b>there</b>\nSecond line');
  });

  it('answers the visitor without waiting for a slow mail server', async () => {
    smtp.holdMs = 1500;
    const started = Date.now();
    expect((await sendOne()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(smtp.received).toHaveLength(0);
    await smtp.waitFor(1);
  });

  it('keeps the message for the admins when the mail server refuses it', async () => {
    smtp.refuse = true;
    expect((await sendOne()).statusCode).toBe(200);
    await smtp.waitForAttempts(1);
    expect(smtp.received).toEqual([]);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(1);
  });
});

describe('an admin replies by email', () => {
  it('sends the reply to the sender and records who replied and when', async () => {
    expect((await sendOne()).statusCode).toBe(200);
    await smtp.waitFor(1);
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const page = json<{ data: { messages: ContactMessage[]; can_reply: boolean } }>(
      await admin.get('/api/admin/contact/messages'),
    ).data;
    expect(page.can_reply).toBe(true);
    const id = page.messages[0]!.id;
    const res = await admin.post(`/api/admin/contact/messages/${id}/reply`, { message: 'It ships today.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: ContactMessage; message: string }>(res);
    expect(body.message).toBe(texts.replied);
    expect(body.data.replied_by).toEqual({ id: expect.any(Number), username: 'admin' });
    expect(body.data.read_at).not.toBeNull();
    const [, reply] = await smtp.waitFor(2);
    expect(reply!.to).toEqual(['sender@example.com']);
    expect(reply!.header('subject')).toBe('Re: My prize');
    expect(reply!.text).toBe('It ships today.');
    expect(await ctx.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorId: body.data.replied_by!.id,
        action: 'contact.reply',
        targetType: 'contact_message',
        targetId: String(id),
        before: { replied: false },
        after: { replied: true },
      }),
    ]);
  });

  it('says so when the mail server refuses the reply, and records nothing', async () => {
    expect((await sendOne()).statusCode).toBe(200);
    await smtp.waitFor(1);
    smtp.refuse = true;
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const [row] = await ctx.db.select().from(contactMessages);
    const res = await admin.post(`/api/admin/contact/messages/${row!.id}/reply`, { message: 'Hello' });
    expect(res.statusCode).toBe(502);
    expect(json(res)).toMatchObject({ code: contactErrorCodes.replyFailed, message: texts.replyFailed });
    const [after] = await ctx.db.select().from(contactMessages);
    expect(after!.repliedAt).toBeNull();
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});
