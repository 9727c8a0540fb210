import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { embedBoot, user } from '../helpers/boot.ts';
import { renderWithProviders } from '../helpers/render.tsx';

describe('login page when already signed in', () => {
  beforeEach(() => vi.resetModules());

  it('says so with a link home instead of the sign-in options', async () => {
    embedBoot({ user: user({ username: 'member' }), devLogin: true });
    const { LoginPage } = await import('@/features/auth/LoginPage.tsx');
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByText(/You are already signed in as/).textContent).toBe(
      'You are already signed in as member.',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Login with Discord' })).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('shows the development sign-in form when the server allows it', async () => {
    embedBoot({ user: null, devLogin: true });
    const { LoginPage } = await import('@/features/auth/LoginPage.tsx');
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('group', { name: 'Development sign-in' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
