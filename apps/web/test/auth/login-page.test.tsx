import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevLoginForm } from '@/features/auth/components/DevLoginForm.tsx';
import { LoginPage } from '@/features/auth/LoginPage.tsx';
import { stubFetch } from '../helpers/fetch.ts';
import { renderWithProviders } from '../helpers/render.tsx';

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to Discord sign-in', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Login with Discord' }).getAttribute('href')).toBe(
      '/auth/discord',
    );
  });

  it('keeps a safe return path for Discord sign-in', () => {
    renderWithProviders(<LoginPage />, { route: '/login?next=/leaderboard' });
    expect(screen.getByRole('link', { name: 'Login with Discord' }).getAttribute('href')).toBe(
      '/auth/discord?next=%2Fleaderboard',
    );
  });

  it('explains why a sign-in came back with an error', () => {
    renderWithProviders(<LoginPage />, { route: '/login?error=access_denied' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Discord sign-in was cancelled. Sign in again whenever you are ready.',
    );
  });

  it('tells a banned member since when, without the reason', () => {
    renderWithProviders(<LoginPage />, {
      route: `/login?error=banned&since=${encodeURIComponent('2026-11-26T23:30:00.000Z')}`,
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This account has been banned since 26 November 2026. If you think this is a mistake, write to us through the contact page.',
    );
  });

  it('offers no development sign-in unless the server allows it', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});

describe('development sign-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the username with the shared rules before sending', async () => {
    const fetch = stubFetch(200, { success: true, data: null, message: null, errors: null });
    renderWithProviders(<DevLoginForm next="/" />);
    await userEvent.type(screen.getByLabelText('Username'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username must be at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the username and shows the server's field error under the field", async () => {
    const fetch = stubFetch(400, {
      success: false,
      data: null,
      message: 'That name is reserved',
      errors: { username: ['That name is reserved'] },
    });
    renderWithProviders(<DevLoginForm next="/" />);
    await userEvent.type(screen.getByLabelText('Username'), 'root');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That name is reserved')).toBeTruthy();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/auth/dev-login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'root' });
  });

  it('clears the error when the name is edited', async () => {
    stubFetch(400, {
      success: false,
      data: null,
      message: 'x',
      errors: { username: ['That name is reserved'] },
    });
    renderWithProviders(<DevLoginForm next="/" />);
    const input = screen.getByLabelText('Username');
    await userEvent.type(input, 'root');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('That name is reserved');
    await userEvent.type(input, 's');
    await waitFor(() => expect(screen.queryByText('That name is reserved')).toBeNull());
  });
});
