import type { AdminCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoAccountsAdminPage } from '@/features/casino-accounts/admin/CasinoAccountsAdminPage.tsx';
import { BootContext } from '@/lib/boot.ts';
import { fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ADMIN_ID = 1;
const account = (id: number, over: Partial<AdminCasinoAccount> = {}): AdminCasinoAccount => ({
  id,
  slot: 1,
  casino: 'Roobet',
  username: `player${id}`,
  account_key: `player${id}`,
  status: 'pending',
  refusal_reason: null,
  holder: { id: 10 + id, username: `member${id}`, display_name: `Member ${id}` },
  linked_at: '2026-11-20T18:30:00.000Z',
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-20T18:30:00.000Z',
  wagered: 1520,
  ...over,
});
const page = (rows: AdminCasinoAccount[]) =>
  ok({ accounts: rows, page: 1, page_size: 25, total: rows.length });
const PENDING = 'GET /api/admin/casino-accounts?page=1&status=pending';
const itemOf = (name: string) => screen.getByText(name).closest('li')!;

const open = (role: 'Admin' | 'Moderator' = 'Admin') =>
  renderAdmin(
    <BootContext.Provider
      value={{ user: user({ id: ADMIN_ID, role, username: 'boss' }), settings: settings(), devLogin: false }}
    >
      <CasinoAccountsAdminPage />
    </BootContext.Provider>,
    '/admin-new/casino-accounts',
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Admin › Casino accounts', () => {
  it('lists the waiting accounts with holder and wager; verifies one after a confirmation', async () => {
    const api = stubApi({
      [PENDING]: page([
        account(1),
        account(2, { holder: { id: ADMIN_ID, username: 'boss', display_name: 'Boss' } }),
      ]),
      'POST /api/admin/casino-accounts/1/verify': ok(null, 'Casino account verified: it earns from now on.'),
    });
    const { user: u } = open();
    await screen.findByText('player1');
    expect(itemOf('player1').textContent).toContain('Held by Member 1');
    expect(itemOf('player1').textContent).toContain('$1,520.00');
    expect(itemOf('player1').textContent).toContain('Waiting for verification');
    // Staff never decide their own account.
    expect(within(itemOf('player2')).queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(itemOf('player2').textContent).toContain('another admin decides it');

    await u.click(within(itemOf('player1')).getByRole('button', { name: 'Verify player1 on Roobet' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Casino account verified: it earns from now on.'),
    );
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/casino-accounts/1/verify'),
    ).toBe(true);
  });

  it('refuses with a reason (3 characters or more) and shows a refusal from the server', async () => {
    const api = stubApi({
      [PENDING]: page([account(1)]),
      'POST /api/admin/casino-accounts/1/refuse': fail(409, 'This casino account is refused already.'),
    });
    const { user: u } = open();
    await screen.findByText('player1');
    await u.click(screen.getByRole('button', { name: 'Refuse player1 on Roobet' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Refuse account' }));
    expect(within(dialog).getByText('Give a reason (3 characters or more)')).toBeTruthy();
    await u.type(within(dialog).getByLabelText('Reason'), 'Not the profile shown');
    await u.click(within(dialog).getByRole('button', { name: 'Refuse account' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This casino account is refused already.'));
    expect(api.calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      reason: 'Not the profile shown',
    });
  });

  it('moves an account to a member by id with a reason, verified when asked', async () => {
    const api = stubApi({
      [PENDING]: page([account(1)]),
      'POST /api/admin/casino-accounts/1/move': ok(null, 'Casino account moved and verified.'),
    });
    const { user: u } = open();
    await screen.findByText('player1');
    await u.click(screen.getByRole('button', { name: 'Move player1 on Roobet to another member' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Member id'), '42');
    await u.click(within(dialog).getByRole('switch', { name: 'Verify it now' }));
    await u.type(within(dialog).getByLabelText('Reason'), 'Showed the casino profile');
    await u.click(within(dialog).getByRole('button', { name: 'Move account' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Casino account moved and verified.'));
    expect(api.calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      user_id: 42,
      reason: 'Showed the casino profile',
      verify: true,
    });
  });

  it('shows an empty state when nothing waits', async () => {
    stubApi({ [PENDING]: page([]) });
    open();
    expect(await screen.findByText('No casino accounts waiting')).toBeTruthy();
  });
});
