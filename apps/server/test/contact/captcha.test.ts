import { contactErrorCodes } from '@podium/shared/contact/errors';
import { CAPTCHA_LENGTH, type Captcha, contactMessages } from '@podium/shared/contact/schemas';
import { describe, expect, it } from 'vitest';
import { captchaService } from '../../src/features/contact/captcha.ts';
import { captchaChallenges } from '../../src/features/contact/contact.table.ts';
import { json, TEST_SECRET, useTestApp, visitor } from '../helpers/app.ts';
import { contactForm, freshAddress, postContact, useCaptchaAnswers } from '../helpers/captcha.ts';

const ctx = useTestApp();
const { answers, solve } = useCaptchaAnswers();

const svgOf = (image: string) =>
  Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('GET /api/r/captcha', () => {
  it('answers a token and an SVG picture of a short code, never the code as text', async () => {
    const res = await (await visitor(ctx)).get('/api/r/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, image } = json<{ data: Captcha }>(res).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(image);
    expect(svg).toMatch(/^<svg [^>]*width="150" height="50"/);
    expect(svg).toContain('<path');
    const answer = answers.get(token)!;
    expect(answer).toHaveLength(CAPTCHA_LENGTH);
    expect(svg).not.toContain(answer);
    expect(svg).not.toMatch(/<text|<script|on\w+=/i);
  });

  it('stores neither the token nor the answer: only their hashes', async () => {
    const agent = await visitor(ctx);
    const { captcha_token, captcha_answer } = await solve(agent);
    const rows = await ctx.db.select().from(captchaChallenges);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(captcha_token);
    expect(stored.toLowerCase()).not.toContain(captcha_answer.toLowerCase());
  });
});

describe('a captcha in the contact form', () => {
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: contactErrorCodes.captchaInvalid,
      message: contactMessages.captchaWrong,
      errors: { captcha_answer: [contactMessages.captchaWrong] },
    });
  };

  it('takes the right answer in any case, once: the same token is refused the second time', async () => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const captcha = await solve(agent, from);
    const shouted = { ...captcha, captcha_answer: ` ${captcha.captcha_answer.toUpperCase()} ` };
    const first = await postContact(agent, contactForm(shouted), from);
    expect(first.statusCode, first.body).toBe(200);
    refused(await postContact(agent, contactForm(captcha), from));
  });

  it('refuses a wrong answer, and the token is then used up even for the right one', async () => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const captcha = await solve(agent, from);
    refused(await postContact(agent, contactForm({ ...captcha, captcha_answer: 'wrong' }), from));
    refused(await postContact(agent, contactForm(captcha), from));
  });

  it('refuses a token it never issued', async () => {
    const agent = await visitor(ctx);
    const from = freshAddress();
    const captcha = await solve(agent, from);
    const made = { ...captcha, captcha_token: 'A'.repeat(32) };
    refused(await postContact(agent, contactForm(made), from));
  });

  it('refuses a right answer after ten minutes (the clock is the service’s to inject)', async () => {
    const captcha = captchaService(ctx.db, TEST_SECRET);
    const t0 = new Date('2026-11-23T12:00:00Z');
    const late = await captcha.issue(t0);
    const inTime = await captcha.issue(t0);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await captcha.redeem(late.token, answers.get(late.token)!, at(10 * 60_000))).toBe(false);
    expect(await captcha.redeem(inTime.token, answers.get(inTime.token)!, at(10 * 60_000 - 1))).toBe(true);
  });

  it('sweeps expired captchas when it issues new ones', async () => {
    const captcha = captchaService(ctx.db, TEST_SECRET);
    const t0 = new Date('2026-11-23T12:00:00Z');
    await captcha.issue(t0);
    await captcha.issue(t0);
    await captcha.issue(new Date(t0.getTime() + 10 * 60_000));
    expect(await ctx.db.select().from(captchaChallenges)).toHaveLength(1);
  });

  it('does not accept another app’s secret: the answer is bound to this server', async () => {
    const ours = captchaService(ctx.db, TEST_SECRET);
    const theirs = captchaService(ctx.db, 'another-secret-that-is-long-enough-0123456789');
    const { token } = await ours.issue();
    expect(await theirs.redeem(token, answers.get(token)!)).toBe(false);
  });
});
