import type { QueueRedemption } from '@podium/shared/store/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedemptionsAdminPage } from '@/features/store/admin/redemptions/RedemptionsAdminPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signedInAs = (role: 'Admin' | 'Moderator') =>
  vi.mocked(useAuth).mockReturnValue({
    user: { id: 99, role, username: role.toLowerCase() },
    isAuthenticated: true,
    isAdmin: role === 'Admin',
  } as ReturnType<typeof useAuth>);

const processed: QueueRedemption = {
  id: 1,
  status: 'processed',
  cost: 1200,
  created_at: '2026-11-20T18:30:00.000Z',
  processed_at: '2026-11-21T09:00:00.000Z',
  processed_by: { id: 2, username: 'moderator' },
  refunded_at: null,
  item: { id: 4, name: 'Signed Mousepad', image: null },
  user: { id: 7, username: 'viewer', display_name: 'Viewer', kick_username: null },
};
const PROCESSED = 'GET /api/staff/redemptions?page=1&status=processed';
const queue = (rows: QueueRedemption[]) =>
  ok({ redemptions: rows, page: 1, page_size: 25, total: rows.length });
const rowOf = () => screen.getByRole('row', { name: /Signed Mousepad/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('refunding a processed redemption (decision 043)', () => {
  it('a moderator has no Refund button on a processed row', async () => {
    signedInAs('Moderator');
    stubApi({ [PROCESSED]: queue([processed]) });
    renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions?status=processed');
    await screen.findByRole('row', { name: /Signed Mousepad/ });
    expect(within(rowOf()).queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('an Admin refunds it with a reason (3 characters or more), which is sent', async () => {
    signedInAs('Admin');
    const refunded = { ...processed, status: 'refunded' as const, refunded_at: '2026-11-22T09:00:00.000Z' };
    const api = stubApi({
      [PROCESSED]: queue([processed]),
      'POST /api/staff/redemptions/1/refund': ok(refunded, 'Redemption refunded: points and stock returned.'),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions?status=processed');
    const row = await screen.findByRole('row', { name: /Signed Mousepad/ });
    await user.click(within(row).getByRole('button', { name: /^Refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this purchase?' });
    expect(dialog.textContent).toContain('It was already marked processed');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(api.writes()).toEqual([]);
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At least 3 characters')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(reason, 'c, never delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Redemption refunded: points and stock returned.'),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/staff/redemptions/1/refund', body: { reason: 'abc, never delivered' } },
    ]);
  });
});
