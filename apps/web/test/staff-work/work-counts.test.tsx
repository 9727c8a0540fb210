import type { Role } from '@podium/shared/common/user';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSideNav } from '@/app/admin/AdminNav.tsx';
import { BootContext } from '@/lib/boot.ts';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function openNav(role: Role, counts: Record<string, number>) {
  const api = stubApi({ 'GET /api/staff/work-counts': ok(counts) });
  renderAdmin(
    <BootContext.Provider value={{ user: user({ id: 1, role }), settings: settings(), devLogin: false }}>
      <AdminSideNav />
    </BootContext.Provider>,
    '/admin-new/settings',
  );
  return api;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Admin sections' }));

describe('the sidebar’s waiting work (decision 053)', () => {
  it('shows each queue’s count beside its section, read as “(N waiting)”, and nothing for a clear queue', async () => {
    openNav('Admin', { redemptions: 3, tickets: 0, payouts: 120, contact: 1, casino_accounts: 2 });

    const redemptions = await nav().findByRole(
      'link',
      { name: 'Redemptions (3 waiting)' },
      { timeout: 5000 },
    );
    expect(redemptions.querySelector('[data-work-count]')?.textContent).toBe('3(3 waiting)');
    expect(nav().getByRole('link', { name: 'Payouts (120 waiting)' }).textContent).toContain('99+');
    expect(nav().getByRole('link', { name: 'Contact inbox (1 waiting)' })).toBeTruthy();
    expect(nav().getByRole('link', { name: 'Casino accounts (2 waiting)' })).toBeTruthy();
    const tickets = nav().getByRole('link', { name: 'Support tickets' });
    expect(tickets.querySelector('[data-work-count]')).toBeNull();
    expect(nav().getByRole('link', { name: 'Raffles' }).querySelector('[data-work-count]')).toBeNull();
  });

  it('shows a moderator only the queues they may act on', async () => {
    const api = openNav('Moderator', { redemptions: 2, tickets: 4 });

    expect(
      await nav().findByRole('link', { name: 'Support tickets (4 waiting)' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(nav().getByRole('link', { name: 'Redemptions (2 waiting)' })).toBeTruthy();
    expect(nav().getAllByRole('link')).toHaveLength(2);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/staff/work-counts']);
  });

  it('asks nothing for a member who may open no queue', () => {
    const api = openNav('Member', {});
    expect(api.calls).toEqual([]);
  });
});
