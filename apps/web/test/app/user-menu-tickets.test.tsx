import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../helpers/admin.tsx';
import { embedBoot, user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { renderWithProviders } from '../helpers/render.tsx';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the unread ticket badge in the user menu', () => {
  it('counts tickets with a staff reply the member has not read, on the button and the menu item', async () => {
    embedBoot({ user: user() });
    stubApi({
      'GET /api/r/tickets/unread': ok({ count: 2 }),
      'GET /api/r/friends/requests': ok([]),
    });
    const { SiteHeader } = await import('@/app/nav/SiteHeader.tsx');
    renderWithProviders(<SiteHeader settings={settings()} />);
    const trigger = () => screen.getByRole('button', { name: /account menu/ });
    await waitFor(() => expect(trigger().getAttribute('data-state')).toBe('closed'));
    await waitFor(() => expect(trigger().textContent).toContain('2 unread replies'));
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Support Tickets/ });
    expect(item.textContent).toBe('Support Tickets2 unread replies');
    expect(item.getAttribute('href')).toBe('/tickets');
  });

  it('leads a moderator’s "Support Tickets" to the staff queue, with their own tickets beside it', async () => {
    embedBoot({ user: user({ role: 'Moderator' }) });
    stubApi({
      'GET /api/r/tickets/unread': ok({ count: 0 }),
      'GET /api/r/friends/requests': ok([]),
    });
    const { SiteHeader } = await import('@/app/nav/SiteHeader.tsx');
    renderWithProviders(<SiteHeader settings={settings()} />);
    const trigger = () => screen.getByRole('button', { name: /account menu/ });
    await waitFor(() => expect(trigger().getAttribute('data-state')).toBe('closed'));
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Support Tickets' }).getAttribute('href')).toBe(
      '/admin-new/tickets',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Your tickets' }).getAttribute('href')).toBe(
      '/tickets',
    );
  });
});
