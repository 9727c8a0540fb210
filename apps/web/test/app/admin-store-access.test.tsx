import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoutes } from '@/app/admin/AdminRoutes.tsx';
import { accountLinks } from '@/app/nav/nav-links.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(role: 'Admin' | 'Moderator' | 'VIP', path: string) {
  vi.mocked(useAuth).mockReturnValue({
    user: { role, username: role.toLowerCase() },
    isAuthenticated: true,
    isAdmin: role === 'Admin',
  } as ReturnType<typeof useAuth>);
  stubApi({
    'GET /api/staff/redemptions?page=1&status=pending': ok({
      redemptions: [],
      page: 1,
      page_size: 25,
      total: 0,
    }),
    'GET /api/admin/store/items': ok([]),
  });
  return renderAdmin(
    <>
      <Routes>
        <Route path="/admin-new/*" element={<AdminRoutes />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

const where = () => screen.getByTestId('where').textContent;
const sideNavLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!)
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the panel by role', () => {
  it.each([
    '/admin-new',
    '/admin-new/store',
    '/admin-new/settings',
    '/admin-new/members/3',
    '/admin-new/nope',
  ])('sends a moderator from %s to Redemptions, the first of the two sections they see', async (path) => {
    open('Moderator', path);
    await waitFor(() => expect(where()).toBe('/admin-new/redemptions'));
    expect(await screen.findByRole('heading', { name: 'Redemptions', level: 2 })).toBeTruthy();
    expect(sideNavLinks()).toEqual(['Redemptions', 'Support tickets']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows an admin every section, Store items and Redemptions included', async () => {
    open('Admin', '/admin-new/store');
    expect(await screen.findByRole('heading', { name: 'Store items', level: 2 })).toBeTruthy();
    expect(sideNavLinks()).toEqual([
      'Site settings',
      'Theme',
      'Affiliates',
      'Leaderboards',
      'Past periods',
      'Wager feeds',
      'Members',
      'Badges',
      'Achievements',
      'Store items',
      'Redemptions',
      'Support tickets',
      'Contact inbox',
      'Trust pages',
      'Raffles',
      'Wager raffles',
      'Tournaments',
      'Bonus hunts',
      'Predictions',
      'Slot requests',
      'Slot challenges',
      'VIP tiers',
      'Payouts',
      'Casino accounts',
      'Kick',
      'Announcements',
      'Audit log',
    ]);
  });

  it('tells any other member the panel needs an Admin, and shows none of it', async () => {
    open('VIP', '/admin-new/redemptions');
    expect(
      await screen.findByRole('heading', { name: 'The admin panel needs an Admin', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toBe('You are signed in as vip (VIP).');
    expect(where()).toBe('/admin-new/redemptions');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Redemptions' })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the account menu links', () => {
  it('gives a moderator a Redemptions link, and only an admin the Admin Panel', () => {
    const labels = (isAdmin: boolean, isModerator: boolean) =>
      accountLinks(isAdmin, isModerator).map((l) => `${l.label} ${l.to}`);
    expect(labels(false, true)).toEqual([
      'Profile /profile',
      'Settings /settings',
      'Redemptions /admin-new/redemptions',
    ]);
    expect(labels(true, false)).toEqual(['Profile /profile', 'Settings /settings', 'Admin Panel /admin-new']);
    expect(labels(false, false)).toEqual(['Profile /profile', 'Settings /settings']);
  });
});
