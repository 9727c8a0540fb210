import { describe, expect, it } from 'vitest';
import { contactInputSchema, contactLimits, contactMessages } from '../../src/contact/schemas.ts';

const valid = {
  name: ' Alice ',
  email: ' alice@example.com ',
  subject: 'Prize',
  message: 'Hello\r\nthere',
  captcha_token: 'abcdefghijklmnopqrstuvwxyz012345',
  captcha_answer: ' Ab3dE ',
};

const errors = (input: object) => {
  const result = contactInputSchema.safeParse(input);
  return Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
};

describe('the contact payload (SPEC §3, §5)', () => {
  it('trims the fields and keeps the message’s lines', () => {
    expect(contactInputSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Alice',
      email: 'alice@example.com',
      message: 'Hello\nthere',
      captcha_answer: 'Ab3dE',
    });
  });

  it('requires every field, each with its own message', () => {
    expect(errors({ ...valid, name: '', email: '', subject: '', message: '', captcha_answer: '' })).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
      captcha_answer: contactMessages.captchaRequired,
    });
  });

  it.each(['plain', 'a@b', '@example.com', 'a@@b.com', 'a b@c.com', 'alice@exa mple.com'])(
    'refuses %j as an email address',
    (email) => {
      expect(errors({ ...valid, email })).toEqual({ email: contactMessages.emailInvalid });
    },
  );

  it('bounds every field', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    expect(
      Object.keys(
        errors({
          ...valid,
          name: long(contactLimits.name),
          subject: long(contactLimits.subject),
          message: long(contactLimits.message),
          captcha_answer: long(contactLimits.captchaAnswer),
        }),
      ),
    ).toEqual(['name', 'subject', 'message', 'captcha_answer']);
  });

  it('refuses a header break in a one-line field (no mail header injection)', () => {
    expect(errors({ ...valid, subject: 'Hi\r\nBcc: x@example.com' })).toEqual({
      subject: 'Contains a character that is not allowed (U+000D, position 3)',
    });
  });
});
