import type { AdminPayout } from '@podium/shared/payouts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayoutsAdminPage } from '@/features/payouts/admin/PayoutsAdminPage.tsx';
import { BootContext } from '@/lib/boot.ts';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ADMIN_ID = 1;
const payout = (id: number, over: Partial<AdminPayout> = {}): AdminPayout => ({
  id,
  status: 'pending',
  source: 'vip_reward',
  source_id: id,
  amount: 50,
  description: 'VIP reward: Gold (Roobet)',
  casino_username: 'HighRoller',
  platform: { id: 1, name: 'Roobet' },
  reference: null,
  reason: null,
  created_at: '2026-11-20T18:30:00.000Z',
  decided_at: null,
  decided_by: null,
  user: { id: 7, username: 'viewer', display_name: 'Viewer' },
  casino_account_id: null,
  flags: [],
  ...over,
});

const page = (rows: AdminPayout[]) => ok({ payouts: rows, page: 1, page_size: 25, total: rows.length });
const PENDING = 'GET /api/admin/payouts?page=1&status=pending';
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const open = () =>
  renderAdmin(
    <BootContext.Provider
      value={{
        user: user({ id: ADMIN_ID, role: 'Admin', username: 'boss' }),
        settings: settings(),
        devLogin: false,
      }}
    >
      <PayoutsAdminPage />
    </BootContext.Provider>,
    '/admin-new/payouts',
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('admin payout queue', () => {
  it('marks a pending payout paid with its reference; the row shows who and the reference', async () => {
    const api = stubApi({
      [PENDING]: page([
        payout(1),
        payout(2, { user: { id: ADMIN_ID, username: 'boss', display_name: 'Boss' } }),
      ]),
      'POST /api/admin/payouts/1/paid': (body) =>
        ok(
          payout(1, {
            status: 'paid',
            reference: (body as { reference: string }).reference,
            decided_at: '2026-11-21T10:00:00.000Z',
            decided_by: { id: ADMIN_ID, username: 'boss' },
          }),
          'Payout marked as paid.',
        ),
    });
    const { user: u } = open();
    await screen.findByText('@viewer');
    // An admin's own payout has no buttons: another admin pays it.
    expect(within(rowOf('Boss')).queryByRole('button')).toBeNull();
    expect(rowOf('Boss').textContent).toContain('another admin');

    await u.click(screen.getByRole('button', { name: 'Mark payout to viewer paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark payout paid' }));
    await u.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(descriptionOf(dialog.getByLabelText('Reference'))).toContain('Enter the reference');
    expect(api.writes()).toEqual([]);
    await u.type(dialog.getByLabelText('Reference'), 'TIP-42');
    await u.click(dialog.getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout marked as paid.'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/payouts/1/paid', body: { reference: 'TIP-42' } },
    ]);
    await waitFor(() => expect(rowOf('@viewer').textContent).toContain('Ref: TIP-42'));
    expect(rowOf('@viewer').textContent).toContain('by boss');
  });

  it('rejects with a reason, and shows a refusal from the server', async () => {
    const api = stubApi({
      [PENDING]: page([payout(3)]),
      'POST /api/admin/payouts/3/reject': fail(409, 'This payout has already been paid or rejected.'),
    });
    const { user: u } = open();
    await u.click(await screen.findByRole('button', { name: 'Reject payout to viewer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject payout' }));
    await u.type(dialog.getByLabelText('Reason'), 'Wrong casino username');
    await u.click(dialog.getByRole('button', { name: 'Reject payout' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This payout has already been paid or rejected.'),
    );
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/admin/payouts/3/reject',
      body: { reason: 'Wrong casino username' },
    });
  });

  it('shows a payout’s warnings about its casino account in words (decision 042)', async () => {
    stubApi({
      [PENDING]: page([
        payout(1, {
          casino_account_id: 4,
          flags: [
            { kind: 'relinked', message: 'Relinked since requested', other_payout_id: null },
            {
              kind: 'shared_target',
              message: 'Same casino account as payout #12 (member_b)',
              other_payout_id: 12,
            },
          ],
        }),
      ]),
    });
    open();
    await screen.findByText('@viewer');
    const warnings = within(rowOf('Viewer')).getByRole('list', { name: 'Warnings on payout 1' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['⚠ Relinked since requested', '⚠ Same casino account as payout #12 (member_b)']);
  });

  it('filters by status and source through the URL query', async () => {
    const api = stubApi({
      [PENDING]: page([]),
      'GET /api/admin/payouts?page=1': page([payout(4, { status: 'paid', reference: 'T' })]),
      'GET /api/admin/payouts?page=1&source=wager_raffle_prize': page([]),
    });
    const { user: u } = open();
    expect(await screen.findByRole('heading', { name: 'No pending payouts' })).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(await screen.findByText('Ref: T')).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('For'), 'wager_raffle_prize');
    expect(await screen.findByRole('heading', { name: 'No payouts found' })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain('/api/admin/payouts?page=1&source=wager_raffle_prize');
  });
});
