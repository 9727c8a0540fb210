import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieConsentBanner } from '@/app/cookie/CookieConsentBanner.tsx';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie consent banner', () => {
  beforeEach(() => localStorage.clear());

  it('shows while no choice is stored, asking for the 18+ confirmation with the cookie choice', () => {
    render(<CookieConsentBanner />);
    expect(banner()).toBeTruthy();
    expect(banner()!.textContent).toContain(
      'For adults only: by continuing you confirm you are 18 or older.',
    );
    expect(screen.getByRole('heading', { name: '18+ and cookies' })).toBeTruthy();
  });

  it("stores 'accepted' under cookie_consent on Accept and goes away", async () => {
    render(<CookieConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookie_consent')).toBe('accepted');
    expect(banner()).toBeNull();
  });

  it("stores 'declined' on Decline", async () => {
    render(<CookieConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookie_consent')).toBe('declined');
    expect(banner()).toBeNull();
  });

  it("stores 'declined' when closed", async () => {
    render(<CookieConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(localStorage.getItem('cookie_consent')).toBe('declined');
    expect(banner()).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem('cookie_consent', 'declined');
    render(<CookieConsentBanner />);
    expect(banner()).toBeNull();
  });

  it('asks again when the stored value is not a known choice', () => {
    localStorage.setItem('cookie_consent', 'maybe');
    render(<CookieConsentBanner />);
    expect(banner()).toBeTruthy();
  });
});
