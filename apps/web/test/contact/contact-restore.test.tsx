import { contactErrorCodes } from '@podium/shared/contact/errors';
import { CAPTCHA_TTL_MINUTES, contactLimits, contactMessages } from '@podium/shared/contact/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '@/features/contact/ContactPage.tsx';
import { CAPTCHA_RENEW_BEFORE_MS } from '@/features/contact/use-contact-form.ts';
import { fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { settings } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  sessionStorage.clear();
});

let served = 0;
const captcha = () => {
  served += 1;
  return ok({
    token: `token-${served}-abcdefghijklmnop`,
    image: `data:image/svg+xml;base64,${btoa(`<svg>${served}</svg>`)}`,
  });
};

type Reply = ReturnType<typeof ok>;

function open(replies: Reply[] = [ok(null, contactMessages.sent)]) {
  const queue = [...replies];
  const api = stubApi({
    'GET /api/r/settings': ok(settings()),
    'GET /api/r/contact/prefill': ok({ name: null, email: null }),
    'GET /api/r/captcha': captcha,
    'POST /api/r/contact': () => queue.shift() ?? ok(null, contactMessages.sent),
  });
  const view = renderAdmin(<ContactPage />, '/contact');
  return { ...view, api };
}

const field = (name: string) =>
  screen.getByLabelText(name, { selector: 'input, textarea' }) as HTMLInputElement;
const captchaImage = () => screen.findByRole('img', { name: /Verification code/ });
const captchaCalls = (api: ReturnType<typeof open>['api']) =>
  api.calls.filter((c) => c.path === '/api/r/captcha').length;

const wrongCode = fail(400, contactMessages.captchaWrong, { captcha_answer: [contactMessages.captchaWrong] });

async function fillAndSend(user: ReturnType<typeof open>['user'], message = 'My long story') {
  await user.type(field('Name'), 'Alice');
  await user.type(field('Email'), 'alice@example.com');
  await user.type(field('Subject'), 'My prize');
  await user.type(field('Message'), message);
  await captchaImage();
  await user.type(field('Verification Code'), 'WRONG');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('/contact never loses a message (decision 050)', () => {
  it('resets after a failed send (SPEC §5) and offers "Restore your message", which fills the fields again', async () => {
    const { user } = open([wrongCode]);
    expect(screen.queryByRole('button', { name: contactMessages.restore })).toBeNull();
    await fillAndSend(user);
    await waitFor(() => expect(field('Message').value).toBe(''));
    expect(field('Subject').value).toBe('');

    await user.click(await screen.findByRole('button', { name: contactMessages.restore }));
    expect(field('Name').value).toBe('Alice');
    expect(field('Email').value).toBe('alice@example.com');
    expect(field('Subject').value).toBe('My prize');
    expect(field('Message').value).toBe('My long story');
    // The used-up code's answer is not brought back; the new code needs its own.
    expect(field('Verification Code').value).toBe('');
    expect(screen.queryByRole('button', { name: contactMessages.restore })).toBeNull();
  });

  it('keeps the text for the tab (a reload still offers it) and forgets it after a successful send', async () => {
    const first = open([wrongCode]);
    await fillAndSend(first.user);
    await screen.findByRole('button', { name: contactMessages.restore });
    expect(JSON.parse(sessionStorage.getItem('podium.contact.draft')!)).toEqual({
      name: 'Alice',
      email: 'alice@example.com',
      subject: 'My prize',
      message: 'My long story',
    });
    first.unmount();

    const { user } = open([ok(null, contactMessages.sent)]);
    await user.click(await screen.findByRole('button', { name: contactMessages.restore }));
    expect(field('Message').value).toBe('My long story');
    await captchaImage();
    await user.type(field('Verification Code'), 'RIGHT');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(contactMessages.sent));
    expect(sessionStorage.getItem('podium.contact.draft')).toBeNull();
    expect(screen.queryByRole('button', { name: contactMessages.restore })).toBeNull();
  });

  it('counts the message’s characters against its limit, like the bio', async () => {
    const { user } = open();
    expect(screen.getByText(`0/${contactLimits.message}`)).toBeTruthy();
    await user.type(field('Message'), 'Hello');
    expect(screen.getByText(`5/${contactLimits.message}`)).toBeTruthy();
  });

  it('says how long to wait when too many messages were sent, on the form and not in a toast', async () => {
    const words = contactMessages.rateLimited(42 * 60_000);
    const { user } = open([fail(429, words, null, contactErrorCodes.tooManyMessages)]);
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You have sent too many messages. Please wait 42 minutes before sending another.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    // The text is kept all the same.
    expect(screen.getByRole('button', { name: contactMessages.restore })).toBeTruthy();
  });
});

describe('the captcha’s expiry', () => {
  it('shows the time left and loads a new code shortly before the old one runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = open();
    await captchaImage();
    expect(screen.getByTestId('captcha-expiry').textContent).toBe(
      contactMessages.captchaExpiresIn(`${CAPTCHA_TTL_MINUTES}:00`),
    );
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByTestId('captcha-expiry').textContent).toBe(contactMessages.captchaExpiresIn('9:58'));
    expect(captchaCalls(api)).toBe(1);

    await act(async () => {
      vi.advanceTimersByTime(CAPTCHA_TTL_MINUTES * 60_000 - CAPTCHA_RENEW_BEFORE_MS - 2_000);
    });
    await waitFor(() => expect(captchaCalls(api)).toBe(2));
    await waitFor(() =>
      expect(screen.getByTestId('captcha-expiry').textContent).toBe(
        `${contactMessages.captchaRenewed} ${contactMessages.captchaExpiresIn(`${CAPTCHA_TTL_MINUTES}:00`)}`,
      ),
    );
  });
});
