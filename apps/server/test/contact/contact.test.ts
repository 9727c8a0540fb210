import { contactErrorCodes, waitWords } from '@podium/shared/contact/errors';
import { CONTACT_LIMITS, contactLimits, contactMessages as texts } from '@podium/shared/contact/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/features/contact/contact.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { contactForm, freshAddress, postContact, useCaptchaAnswers } from '../helpers/captcha.ts';

const ctx = useTestApp();
const { solve } = useCaptchaAnswers();

type Failure = { success: false; message: string; code: string; errors: Record<string, string[]> };

describe('POST /api/r/contact', () => {
  it('keeps the message for the admins, as typed, and answers with a message', async () => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const form = contactForm({ message: 'Line one\n<script>alert(1)</script>\nLine three' });
    const res = await postContact(agent, { ...form, ...(await solve(agent, from)) }, from);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, data: null, message: texts.sent, errors: null });
    const [row] = await ctx.db.select().from(contactMessages);
    expect(row).toMatchObject({ ...form, userId: null, readAt: null, archivedAt: null });
  });

  it('names the member who sent it when signed in', async () => {
    const agent = await signedIn(ctx, 'alice');
    const from = freshAddress();
    const res = await postContact(agent, { ...contactForm(), ...(await solve(agent, from)) }, from);
    expect(res.statusCode, res.body).toBe(200);
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const [row] = await ctx.db.select().from(contactMessages);
    expect(row!.userId).toBe(alice!.id);
  });

  it('answers every empty field with its own error, under its own name (SPEC §5)', async () => {
    const agent = await visitor(ctx);
    const res = await postContact(
      agent,
      { name: '', email: '', subject: ' ', message: '\n', captcha_token: '', captcha_answer: '' },
      freshAddress(),
    );
    expect(res.statusCode).toBe(400);
    const body = json<Failure>(res);
    expect(body.code).toBe('bad_request');
    expect(body.errors).toEqual({
      name: [texts.nameRequired],
      email: [texts.emailRequired],
      subject: [texts.subjectRequired],
      message: [texts.messageRequired],
      captcha_token: ['Verification code missing'],
      captcha_answer: [texts.captchaRequired],
    });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
  });

  it.each([
    ['email', 'not-an-email', texts.emailInvalid],
    ['email', 'a@b', texts.emailInvalid],
    ['email', 'two words@example.com', texts.emailInvalid],
    ['name', 'x'.repeat(contactLimits.name + 1), `At most ${contactLimits.name} characters`],
    ['subject', 'x'.repeat(contactLimits.subject + 1), `At most ${contactLimits.subject} characters`],
    ['message', 'x'.repeat(contactLimits.message + 1), 'At most 5,000 characters'],
    ['subject', 'Hi\u202Ethere', 'Contains a character that is not allowed (U+202E, position 3)'],
    ['name', 'Bob\nBcc: x@y.z', 'Contains a character that is not allowed (U+000A, position 4)'],
  ])('refuses %s %j with its message under the field', async (field, value, message) => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const res = await postContact(
      agent,
      { ...contactForm({ [field]: value }), ...(await solve(agent, from)) },
      from,
    );
    expect(res.statusCode).toBe(400);
    expect(json<Failure>(res).errors).toEqual({ [field]: [message] });
  });

  it('refuses fields it does not know (a strict body)', async () => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const res = await postContact(
      agent,
      { ...contactForm(), ...(await solve(agent, from)), html: true },
      from,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('the contact rate limit', () => {
  const send = async (agent: Awaited<ReturnType<typeof visitor>>, from: string) =>
    postContact(agent, { ...contactForm(), ...(await solve(agent, from)) }, from);

  it(`lets a member send ${CONTACT_LIMITS.perMember} an hour, then answers 429 with a clear message`, async () => {
    const agent = await signedIn(ctx, 'chatty');
    for (let i = 0; i < CONTACT_LIMITS.perMember; i++) {
      // A new address each time: it is the member who is counted.
      expect((await send(agent, freshAddress())).statusCode).toBe(200);
    }
    const res = await send(agent, freshAddress());
    expect(res.statusCode).toBe(429);
    // How long to wait, in words and in the header: the window has just begun, so about an hour.
    expect(json(res)).toMatchObject({
      success: false,
      code: contactErrorCodes.tooManyMessages,
      message: 'You have sent too many messages. Please wait an hour before sending another.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(CONTACT_LIMITS.windowMinutes * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMITS.windowMinutes * 60);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(CONTACT_LIMITS.perMember);
  });

  it(`lets one address send ${CONTACT_LIMITS.perAddress} an hour whoever is signed in, then 429`, async () => {
    const from = freshAddress();
    const visitorAgent = await visitor(ctx);
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i++) {
      expect((await send(visitorAgent, from)).statusCode).toBe(200);
    }
    expect((await send(visitorAgent, from)).statusCode).toBe(429);
    expect((await send(await signedIn(ctx, 'neighbour'), from)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await send(visitorAgent, freshAddress())).statusCode).toBe(200);
  });
});

describe('the wait in people’s words', () => {
  it.each([
    [1, 'a minute'],
    [60_000, 'a minute'],
    [60_001, '2 minutes'],
    [42 * 60_000 - 5, '42 minutes'],
    [59 * 60_000 + 1, 'an hour'],
    [60 * 60_000, 'an hour'],
  ])('%d ms is %j', (ms, words) => {
    expect(waitWords(ms)).toBe(words);
    expect(texts.rateLimited(ms)).toBe(
      `You have sent too many messages. Please wait ${words} before sending another.`,
    );
  });
});

describe('GET /api/r/contact/prefill', () => {
  it('gives a member their chat name (or username) and email, and a visitor nothing', async () => {
    await ctx.db.insert(users).values({ username: 'alice', name: 'Alice D', email: 'alice@example.com' });
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    expect(json(await alice.get('/api/r/contact/prefill')).data).toEqual({
      name: 'Alice D',
      email: 'alice@example.com',
    });
    expect(json(await bob.get('/api/r/contact/prefill')).data).toEqual({ name: 'bob', email: null });
    expect(json(await (await visitor(ctx)).get('/api/r/contact/prefill')).data).toEqual({
      name: null,
      email: null,
    });
  });
});
