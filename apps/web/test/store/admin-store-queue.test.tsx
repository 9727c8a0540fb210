import type { AdminStoreItem, QueueRedemption } from '@podium/shared/store/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedemptionsAdminPage } from '@/features/store/admin/redemptions/RedemptionsAdminPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signedInAs = (role: 'Admin' | 'Moderator') =>
  vi.mocked(useAuth).mockReturnValue({
    user: { role, username: role.toLowerCase() },
    isAuthenticated: true,
    isAdmin: role === 'Admin',
  } as ReturnType<typeof useAuth>);

const redemption = (id: number, over: Partial<QueueRedemption> = {}): QueueRedemption => ({
  id,
  status: 'pending',
  cost: 1200,
  created_at: '2026-11-20T18:30:00.000Z',
  processed_at: null,
  processed_by: null,
  refunded_at: null,
  item: { id: 4, name: 'Signed Mousepad', image: null },
  user: { id: 7, username: 'viewer', display_name: 'Viewer', kick_username: 'viewer_kick' },
  ...over,
});

const page = (rows: QueueRedemption[], over: { page?: number; total?: number } = {}) =>
  ok({ redemptions: rows, page: over.page ?? 1, page_size: 25, total: over.total ?? rows.length });

const PENDING = 'GET /api/staff/redemptions?page=1&status=pending';
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Redemption queue', () => {
  it('opens on Pending and shows date, member with their Kick name, item, cost and status', async () => {
    signedInAs('Moderator');
    stubApi({ [PENDING]: page([redemption(1)]) });
    renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    const row = await screen.findByRole('row', { name: /Signed Mousepad/ });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect(row.textContent).toContain('@viewer');
    expect(row.textContent).toContain('Kick: viewer_kick');
    expect(row.textContent).toContain('1,200 pts');
    expect(row.textContent).toContain('Pending');
    expect(row.textContent).toContain('Not yet');
  });

  it('says so when nothing is waiting', async () => {
    signedInAs('Moderator');
    stubApi({ [PENDING]: page([]) });
    renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    expect(await screen.findByText('No pending redemptions')).toBeTruthy();
  });

  it('marks a redemption processed: the row changes in place and focus stays on it', async () => {
    signedInAs('Moderator');
    const processed = redemption(1, {
      status: 'processed',
      processed_at: '2026-11-21T09:00:00.000Z',
      processed_by: { id: 2, username: 'moderator' },
    });
    const api = stubApi({
      [PENDING]: page([redemption(1)]),
      'POST /api/staff/redemptions/1/process': ok(processed, 'Redemption marked as processed.'),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    const row = await screen.findByRole('row', { name: /Signed Mousepad/ });
    await user.click(within(row).getByRole('button', { name: /^Mark processed/ }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Redemption marked as processed.'));
    await waitFor(() => expect(rowOf('Signed Mousepad').textContent).toContain('Processed by @moderator'));
    expect(within(rowOf('Signed Mousepad')).queryByRole('button', { name: /^Mark processed/ })).toBeNull();
    // Decision 043: once processed, only an Admin refunds it; a moderator has no Refund button.
    expect(within(rowOf('Signed Mousepad')).queryByRole('button', { name: /^Refund/ })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('redemption-1'));
    // One write, and no reload that would take the row out of the Pending view under the keyboard.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      PENDING,
      'POST /api/staff/redemptions/1/process',
    ]);
  });

  it('asks before a refund, saying the points and the stock come back', async () => {
    signedInAs('Admin');
    const refunded = redemption(1, { status: 'refunded', refunded_at: '2026-11-21T09:00:00.000Z' });
    const api = stubApi({
      [PENDING]: page([redemption(1)]),
      'GET /api/admin/store/items': ok<AdminStoreItem[]>([]),
      'POST /api/staff/redemptions/1/refund': ok(refunded, 'Redemption refunded: points and stock returned.'),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    const row = await screen.findByRole('row', { name: /Signed Mousepad/ });
    await user.click(within(row).getByRole('button', { name: /^Refund/ }));

    const dialog = screen.getByRole('dialog', { name: 'Refund this purchase?' });
    expect(dialog.textContent).toContain('Signed Mousepad bought by @viewer');
    expect(dialog.textContent).toContain(
      "1,200 pts go back to their balance and the item's stock gets its unit back",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Redemption refunded: points and stock returned.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('Signed Mousepad').textContent).toContain('Refunded');
    expect(within(rowOf('Signed Mousepad')).queryByRole('button')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/staff/redemptions/1/refund', body: {} }]);
  });

  it('shows the server’s refusal when someone else got there first', async () => {
    signedInAs('Moderator');
    stubApi({
      [PENDING]: page([redemption(1)]),
      'POST /api/staff/redemptions/1/process': fail(409, 'This redemption has already been refunded.'),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    const row = await screen.findByRole('row', { name: /Signed Mousepad/ });
    await user.click(within(row).getByRole('button', { name: /^Mark processed/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This redemption has already been refunded.'),
    );
  });

  it('filters by status and by item (every store item for an admin) and pages through', async () => {
    signedInAs('Admin');
    const items = [
      { id: 4, name: 'Signed Mousepad' },
      { id: 5, name: 'Bonus Buy Pick' },
    ] as AdminStoreItem[];
    const api = stubApi({
      [PENDING]: page([redemption(1)]),
      'GET /api/admin/store/items': ok(items),
      'GET /api/staff/redemptions?page=1': page([redemption(1)], { total: 60 }),
      'GET /api/staff/redemptions?page=1&item_id=5': page(
        [redemption(2, { item: { id: 5, name: 'Bonus Buy Pick', image: null } })],
        { total: 30 },
      ),
      'GET /api/staff/redemptions?page=2&item_id=5': page(
        [redemption(3, { item: { id: 5, name: 'Bonus Buy Pick', image: null } })],
        { page: 2, total: 30 },
      ),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    await screen.findByRole('row', { name: /Signed Mousepad/ });
    const itemSelect = screen.getByLabelText('Item');
    await waitFor(() =>
      expect([...itemSelect.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'All items',
        'Bonus Buy Pick',
        'Signed Mousepad',
      ]),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(await screen.findByText('Page 1 of 3 · 60 redemptions')).toBeTruthy();
    await user.selectOptions(itemSelect, '5');
    expect(await screen.findByText('Page 1 of 2 · 30 redemptions')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2 · 30 redemptions')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/api/staff')).map((c) => c.path)).toEqual([
      '/api/staff/redemptions?page=1&status=pending',
      '/api/staff/redemptions?page=1',
      '/api/staff/redemptions?page=1&item_id=5',
      '/api/staff/redemptions?page=2&item_id=5',
    ]);
  });

  it('offers a moderator the items seen in the queue (the item list is admin-only)', async () => {
    signedInAs('Moderator');
    const api = stubApi({
      [PENDING]: page([
        redemption(1),
        redemption(2, { item: { id: 5, name: 'Bonus Buy Pick', image: null } }),
        redemption(3),
      ]),
    });
    renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');
    await screen.findAllByRole('row', { name: /Signed Mousepad/ });
    await waitFor(() =>
      expect([...screen.getByLabelText('Item').querySelectorAll('option')].map((o) => o.textContent)).toEqual(
        ['All items', 'Bonus Buy Pick', 'Signed Mousepad'],
      ),
    );
    expect(api.calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });
});
