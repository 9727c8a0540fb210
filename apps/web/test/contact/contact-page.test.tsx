import { contactMessages } from '@podium/shared/contact/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '@/features/contact/ContactPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { settings } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

let served = 0;
const captcha = () => {
  served += 1;
  return ok({
    token: `token-${served}-abcdefghijklmnop`,
    image: `data:image/svg+xml;base64,${btoa(`<svg>${served}</svg>`)}`,
  });
};

function open(
  prefill = { name: null as string | null, email: null as string | null },
  send = ok(null, contactMessages.sent),
) {
  const api = stubApi({
    'GET /api/r/settings': ok(settings()),
    'GET /api/r/contact/prefill': ok(prefill),
    'GET /api/r/captcha': captcha,
    'POST /api/r/contact': () => send,
  });
  const view = renderAdmin(<ContactPage />, '/contact');
  return { ...view, api };
}

const field = (name: string) =>
  screen.getByLabelText(name, { selector: 'input, textarea' }) as HTMLInputElement;
const captchaImage = () => screen.findByRole('img', { name: /Verification code/ });

async function fillAndSend(user: ReturnType<typeof open>['user']) {
  await user.type(field('Name'), 'Alice');
  await user.type(field('Email'), 'alice@example.com');
  await user.type(field('Subject'), 'My prize');
  await user.type(field('Message'), 'Hello <script>x</script>');
  await captchaImage();
  await user.type(field('Verification Code'), 'AbCdE');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('/contact', () => {
  it('shows the quick-support banner, Before You Send, and a captcha with a refresh control', async () => {
    const { api, user } = open();
    const banner = screen.getByRole('complementary', { name: 'Need quick support?' });
    expect(within(banner).getByRole('link', { name: 'Create Ticket' }).getAttribute('href')).toBe(
      '/tickets/create',
    );
    const tips = screen.getByRole('region', { name: 'Before You Send' }).textContent;
    expect(tips).toContain('24-48 hours');
    expect(tips).toContain('spam');
    const first = (await captchaImage()).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Load a new verification code' }));
    await waitFor(async () => expect((await captchaImage()).getAttribute('src')).not.toBe(first));
    expect(api.calls.filter((c) => c.path === '/api/r/captcha')).toHaveLength(2);
  });

  it('fills in a signed-in member’s name and email', async () => {
    open({ name: 'Alice D', email: 'alice@example.com' });
    await waitFor(() => expect(field('Name').value).toBe('Alice D'));
    expect(field('Email').value).toBe('alice@example.com');
    expect(field('Email').type).toBe('email');
  });

  it('asks for every field before sending anything', async () => {
    const { api, user } = open();
    await captchaImage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(descriptionOf(field('Name'))).toContain(contactMessages.nameRequired);
    expect(descriptionOf(field('Email'))).toContain(contactMessages.emailRequired);
    expect(descriptionOf(field('Subject'))).toContain(contactMessages.subjectRequired);
    expect(descriptionOf(field('Message'))).toContain(contactMessages.messageRequired);
    expect(descriptionOf(field('Verification Code'))).toContain(contactMessages.captchaRequired);
    expect(api.writes()).toEqual([]);
  });

  it('sends the form with the captcha token, thanks, resets the form and loads a new captcha', async () => {
    const { api, user } = open();
    await fillAndSend(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(contactMessages.sent));
    const [sent] = api.writes();
    expect(sent!.body).toEqual({
      name: 'Alice',
      email: 'alice@example.com',
      subject: 'My prize',
      message: 'Hello <script>x</script>',
      captcha_token: expect.stringMatching(/^token-\d+-/),
      captcha_answer: 'AbCdE',
    });
    await waitFor(() => expect(field('Message').value).toBe(''));
    expect(field('Verification Code').value).toBe('');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/r/captcha')).toHaveLength(2));
  });

  it('shows the server’s field errors under their fields (first message), resets and loads a new captcha', async () => {
    const refusal = fail(400, contactMessages.captchaWrong, {
      email: ['Please enter a valid email address', 'second'],
      captcha_answer: [contactMessages.captchaWrong],
    });
    const { api, user } = open(undefined, refusal);
    await fillAndSend(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(contactMessages.captchaWrong));
    await waitFor(() =>
      expect(descriptionOf(field('Email'))).toContain('Please enter a valid email address'),
    );
    expect(descriptionOf(field('Email'))).not.toContain('second');
    expect(descriptionOf(field('Verification Code'))).toContain(contactMessages.captchaWrong);
    expect(field('Subject').value).toBe('');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/r/captcha')).toHaveLength(2));

    // Editing a field clears its error, and only its own.
    await user.type(field('Email'), 'a');
    expect(descriptionOf(field('Email'))).not.toContain('valid email');
    expect(descriptionOf(field('Verification Code'))).toContain(contactMessages.captchaWrong);
  });

  it('falls back to the SPEC’s words when the server sends none', async () => {
    const { user } = open(undefined, { status: 500, body: {} });
    await fillAndSend(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(contactMessages.sendFailed));
  });

  it('says so when the verification code cannot load', async () => {
    stubApi({
      'GET /api/r/settings': ok(settings()),
      'GET /api/r/contact/prefill': ok({ name: null, email: null }),
      'GET /api/r/captcha': fail(429, 'Too many requests. Please wait a moment and try again.'),
    });
    renderAdmin(<ContactPage />, '/contact');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(contactMessages.captchaFailed, { id: 'captcha-load' }),
    );
    expect(screen.queryByRole('img', { name: /Verification code/ })).toBeNull();
  });
});
