import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { embedBoot, user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { renderWithProviders } from '../helpers/render.tsx';

async function renderHeaderSignedInAs(role: 'Member' | 'Admin') {
  embedBoot({ user: user({ role, name: role === 'Admin' ? 'Admin' : 'Member' }) });
  const { SiteHeader } = await import('@/app/nav/SiteHeader.tsx');
  renderWithProviders(<SiteHeader settings={settings()} />);
}

/** Opens the account menu with the keyboard and returns its items' names. */
async function openAccountMenu(): Promise<string[]> {
  // The menu's code loads once the page has shown; until then its button is a stand-in.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /account menu/ }).getAttribute('data-state')).toBe('closed'),
  );
  screen.getByRole('button', { name: /account menu/ }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('signed-in menu', () => {
  beforeEach(() => vi.resetModules());

  it('offers Profile, Settings, Support Tickets and Logout to a member, and no Login link', async () => {
    await renderHeaderSignedInAs('Member');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await openAccountMenu()).toEqual(['Profile', 'Settings', 'Support Tickets', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Support Tickets' }).getAttribute('href')).toBe('/tickets');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('adds the admin panel link for role Admin', async () => {
    await renderHeaderSignedInAs('Admin');
    expect(await openAccountMenu()).toEqual([
      'Profile',
      'Settings',
      'Admin Panel',
      'Support Tickets',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin-new');
  });

  it('moves through the items with the arrow keys', async () => {
    await renderHeaderSignedInAs('Member');
    await openAccountMenu();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Settings');
  });
});
