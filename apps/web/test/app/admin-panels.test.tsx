import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoutes } from '@/app/admin/AdminRoutes.tsx';
import { MemberAdminDetailPage } from '@/features/members/admin/MemberAdminDetailPage.tsx';
import { AdminPanelsContext } from '@/lib/admin-section.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { adminUserDetail } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const memberPage = {
  'GET /api/admin/users/3': ok(adminUserDetail()),
  'GET /api/admin/badges': ok([]),
  'GET /api/admin/achievements': ok([]),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("panels a section adds to another section's page", () => {
  it('shows the VIP claims and the actions on record on the member page, as their sections declare', async () => {
    vi.mocked(useAuth).mockReturnValue({
      user: { id: 1, role: 'Admin' },
      isAuthenticated: true,
      isAdmin: true,
    } as ReturnType<typeof useAuth>);
    stubApi({
      ...memberPage,
      'GET /api/admin/vip/claims?user_id=3': ok([]),
      'GET /api/admin/audit-log?member=3': ok({ entries: [], total: 0, page: 1, page_size: 50, actions: [] }),
    });
    renderAdmin(
      <Routes>
        <Route path="/admin-new/*" element={<AdminRoutes />} />
      </Routes>,
      '/admin-new/members/3',
    );
    // The panel, the member page and the panel shell are three lazy chunks.
    const claims = await screen.findByRole('region', { name: 'VIP claims' }, { timeout: 5000 });
    expect(await within(claims).findByText('No VIP claims yet.')).toBeTruthy();
    const actions = await screen.findByRole('region', { name: 'Actions on this member' }, { timeout: 5000 });
    expect(await within(actions).findByText('No staff action on this member yet.')).toBeTruthy();
  });

  it("gives each of the member slot's panels the member on show, after the page's own", async () => {
    vi.mocked(useAuth).mockReturnValue({ user: { id: 1, role: 'Admin' } } as ReturnType<typeof useAuth>);
    stubApi(memberPage);
    const Panel = ({ userId }: { userId: number }) => <p>Panel about member {userId}</p>;
    renderAdmin(
      <AdminPanelsContext value={{ member: [Panel] }}>
        <Routes>
          <Route path="/admin-new/members/:id" element={<MemberAdminDetailPage />} />
        </Routes>
      </AdminPanelsContext>,
      '/admin-new/members/3',
    );
    const panel = await screen.findByText('Panel about member 3');
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(achievements.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
