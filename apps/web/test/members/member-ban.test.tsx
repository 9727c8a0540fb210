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

const catalogue = {
  'GET /api/admin/badges': ok([]),
  'GET /api/admin/achievements': ok([]),
};
const BANNED_AT = '2026-11-20T10:00:00.000Z';
const banned = detail({
  user: { ...detail().user, banned_at: BANNED_AT, ban_reason: 'Chargeback fraud' },
});

const openMember = (id = 3) =>
  renderAdmin(
    <Routes>
      <Route path="/admin-new/members/:id" element={<MemberAdminDetailPage />} />
    </Routes>,
    `/admin-new/members/${id}`,
  );

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({
    user: { id: 1, role: 'Admin' },
    isAuthenticated: true,
    isAdmin: true,
  } as ReturnType<typeof useAuth>);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('banning a member from their page', () => {
  it('asks for the reason in a dialog that says what a ban does, then bans and shows it', async () => {
    let current = detail();
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': () => ok(current),
      'POST /api/admin/users/3/ban': () => {
        current = banned;
        return ok(row(3, 'member', { banned_at: BANNED_AT }), 'Member banned: signed out everywhere');
      },
    });
    const { user } = openMember();
    const panel = await screen.findByRole('region', { name: 'Ban' });
    await user.click(within(panel).getByRole('button', { name: 'Ban member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban member?' });
    expect(dialog.textContent).toContain('signed out everywhere at once, cannot sign in, earn nothing');

    // No reason: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(descriptionOf(reason)).toContain('Give a reason (at least 3 characters)');
    expect(api.writes()).toEqual([]);

    await user.type(reason, 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/users/3/ban', body: { reason: 'Chargeback fraud' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Member banned: signed out everywhere');
    const now = await screen.findByRole('region', { name: 'Banned' });
    expect(within(now).getByText('Chargeback fraud')).toBeTruthy();
    expect(within(now).getByRole('button', { name: 'Unban member' })).toBeTruthy();
    expect(screen.getAllByText('Banned', { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it('unbans with an optional reason', async () => {
    const api = stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(banned),
      'POST /api/admin/users/3/unban': ok(row(3, 'member'), 'Member unbanned: they can sign in again'),
    });
    const { user } = openMember();
    const panel = await screen.findByRole('region', { name: 'Banned' });
    await user.click(within(panel).getByRole('button', { name: 'Unban member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unban member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unban member' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ path: '/api/admin/users/3/unban', body: {} });
  });

  it("shows the server's refusal (the last Admin) and keeps the dialog open", async () => {
    stubApi({
      ...catalogue,
      'GET /api/admin/users/3': ok(detail()),
      'POST /api/admin/users/3/ban': fail(
        409,
        'This is the last Admin: make another member Admin first.',
        null,
        'members.last_admin',
      ),
    });
    const { user } = openMember();
    await user.click(await screen.findByRole('button', { name: 'Ban member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban member?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Testing');
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This is the last Admin: make another member Admin first.'),
    );
    expect(screen.getByRole('dialog', { name: 'Ban member?' })).toBeTruthy();
  });

  it('offers no ban of oneself', async () => {
    stubApi({ ...catalogue, 'GET /api/admin/users/1': ok(detail({ user: { ...detail().user, id: 1 } })) });
    openMember(1);
    const panel = await screen.findByRole('region', { name: 'Ban' });
    expect((within(panel).getByRole('button', { name: 'Ban member' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(panel).getByText('You cannot ban yourself.')).toBeTruthy();
  });
});

describe('the members list', () => {
  it('marks a banned member with a Banned badge', async () => {
    stubApi({
      'GET /api/admin/users?query=&page=1': ok({
        users: [row(2, 'alice'), row(3, 'mallory', { banned_at: BANNED_AT })],
        page: 1,
        page_size: 25,
        total: 2,
      }),
    });
    renderAdmin(<MembersAdminPage />, '/admin-new/members');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).queryByText('Banned')).toBeNull();
    expect(within(rows[1]!).getAllByText('Banned').length).toBeGreaterThan(0);
  });
});
