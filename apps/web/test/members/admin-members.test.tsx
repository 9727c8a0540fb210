import type {
  AdminAchievement,
  AdminPointsTransaction,
  AdminUserRow,
  AdminUsersPage,
} from '@podium/shared/members/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberAdminDetailPage } from '@/features/members/admin/MemberAdminDetailPage.tsx';
import { MembersAdminPage } from '@/features/members/admin/MembersAdminPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { adminUserDetail as detail, adminUserRow as row } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const ADMIN_ID = 1;

const page = (users: AdminUserRow[], over: Partial<AdminUsersPage> = {}): AdminUsersPage => ({
  users,
  page: 1,
  page_size: 25,
  total: users.length,
  ...over,
});

const tx = (id: number, over: Partial<AdminPointsTransaction> = {}): AdminPointsTransaction => ({
  id,
  kind: 'admin_adjustment',
  amount: 10,
  xp: 0,
  reason: `Reason ${id}`,
  balance_after: 1000,
  created_at: '2026-01-02T00:00:00.000Z',
  actor: null,
  ...over,
});

const achievement = (id: number, title: string, over: Partial<AdminAchievement> = {}): AdminAchievement => ({
  id,
  key: title.toLowerCase(),
  title,
  description: '',
  category: 'special',
  icon: 'trophy',
  criterion: 'manual',
  threshold: 0,
  is_active: true,
  unlock_count: 0,
  ...over,
});

const catalogue = {
  'GET /api/admin/badges': ok([{ id: 7, name: 'OG', icon: '🏅', description: '' }]),
  'GET /api/admin/achievements': ok([
    achievement(4, 'High Roller'),
    achievement(5, 'First Friend', { criterion: 'friends', threshold: 1 }),
  ]),
};

function openMember(id = 3) {
  return renderAdmin(
    <Routes>
      <Route path="/admin-new/members/:id" element={<MemberAdminDetailPage />} />
    </Routes>,
    `/admin-new/members/${id}`,
  );
}

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({
    user: { id: ADMIN_ID, role: 'Admin' },
    isAuthenticated: true,
    isAdmin: true,
  } as ReturnType<typeof useAuth>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Members list', () => {
  it('searches once the admin stops typing, and pages through the results', async () => {
    const api = stubApi({
      'GET /api/admin/users?query=&page=1': ok(page([row(1, 'admin'), row(3, 'member')])),
      'GET /api/admin/users?query=mem&page=1': ok(page([row(3, 'member')], { total: 30 })),
      'GET /api/admin/users?query=mem&page=2': ok(page([row(9, 'memelord')], { page: 2, total: 30 })),
    });
    const { user } = renderAdmin(<MembersAdminPage />);
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search members'), 'mem');
    await screen.findByText('Page 1 of 2 · 30 members');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Member' }).getAttribute('href')).toBe('/admin-new/members/3');
    // One request for the settled search, not one per key.
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/admin/users?query=&page=1',
      '/api/admin/users?query=mem&page=1',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Memelord' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 · 30 members')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nobody matches', async () => {
    stubApi({ 'GET /api/admin/users?query=zed&page=1': ok(page([])) });
    renderAdmin(<MembersAdminPage />, '/admin-new/members?query=zed');
    expect(await screen.findByText('No members found')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    stubApi({ 'GET /api/admin/users?query=&page=1': fail(500, 'Database unavailable') });
    renderAdmin(<MembersAdminPage />);
    expect(await screen.findByText('Could not load members.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('Member page', () => {
  it('adjusts points with a reason and shows the new balance', async () => {
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail()),
      'POST /api/admin/users/3/points': () =>
        ok({ points: 1250, xp: 2500, transaction: tx(99, { amount: 250 }) }, 'Points adjusted'),
    });
    const { user } = openMember();
    const amount = await screen.findByLabelText('Amount');

    await user.type(amount, '+250');
    expect(descriptionOf(amount)).toContain('new balance 1,250 points');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    expect(descriptionOf(screen.getByLabelText('Reason'))).toContain('Give a reason');
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByLabelText('Reason'), 'Stream giveaway');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Points adjusted'));
    expect(api.writes()[0]?.body).toEqual({ amount: 250, reason: 'Stream giveaway' });
    expect(screen.getByRole('status').textContent).toBe('New balance: 1,250 points');
  });

  it("shows the server's refusal of a debit beyond the balance at the amount", async () => {
    stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail()),
      'POST /api/admin/users/3/points': fail(409, 'Insufficient Points'),
    });
    const { user } = openMember();
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '−5000');
    expect(descriptionOf(amount)).toContain("more than the member's 1,000 points");
    await user.type(screen.getByLabelText('Reason'), 'Chargeback');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));

    await waitFor(() => expect(descriptionOf(amount)).toContain('Insufficient Points'));
    expect(toast.error).toHaveBeenCalledWith('Insufficient Points');
  });

  it('refuses an amount that is not a whole number before sending anything', async () => {
    const api = stubApi({ ...catalogue, 'GET /api/admin/users/3': ok(detail()) });
    const { user } = openMember();
    await user.type(await screen.findByLabelText('Amount'), '2.5');
    await user.type(screen.getByLabelText('Reason'), 'Oops');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    expect(descriptionOf(screen.getByLabelText('Amount'))).toContain('Enter a whole number, like 1,250');
    expect(api.writes()).toEqual([]);
  });

  it("disables the admin's own role with a note", async () => {
    stubApi({
      ...catalogue,
      'GET /api/admin/users/1': ok(detail({ user: { ...detail().user, id: ADMIN_ID, role: 'Admin' } })),
    });
    openMember(ADMIN_ID);
    const role = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    expect(role.disabled).toBe(true);
    expect(descriptionOf(role)).toBe('You cannot change your own role.');
  });

  it('changes a role', async () => {
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail()),
      'PUT /api/admin/users/3/role': ok(row(3, 'member', { role: 'VIP' }), 'Role updated'),
    });
    const { user } = openMember();
    await user.selectOptions(await screen.findByLabelText('Role'), 'VIP');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role updated'));
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/admin/users/3/role', body: { role: 'VIP' } }]);
  });

  it('loads older history rows after the latest 50', async () => {
    const latest = Array.from({ length: 50 }, (_, i) => tx(200 - i));
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail({ history: latest })),
      'GET /api/admin/users/3/points-history?before=151': ok([
        tx(150, { reason: 'Oldest row', actor: { id: 1, username: 'admin', display_name: 'Admin' } }),
      ]),
    });
    const { user } = openMember();
    await screen.findByText('Reason 200');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await screen.findByText('Oldest row');
    expect(within(older.closest('tr')!).getAllByText(/@admin/).length).toBeGreaterThan(0);
    expect(api.calls.at(-1)?.path).toBe('/api/admin/users/3/points-history?before=151');
    // A short page means that was the end.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('grants a badge and only offers manual achievements', async () => {
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail()),
      'POST /api/admin/users/3/badges': ok(null, 'Badge granted'),
    });
    const { user } = openMember();
    const grant = await screen.findByLabelText('Grant a badge');
    expect(
      within(grant)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OG']);
    await user.click(screen.getByRole('button', { name: 'Grant badge' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Badge granted'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/users/3/badges', body: { badge_id: 7 } },
    ]);

    const manual = screen.getByLabelText('Grant a manual achievement');
    expect(
      within(manual)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['High Roller']);
  });
});
