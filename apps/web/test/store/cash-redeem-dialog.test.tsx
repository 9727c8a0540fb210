import type { PayoutCasino, StoreItem, StoreResponse } from '@podium/shared/store/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorePage } from '@/features/store/StorePage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const tip: StoreItem = {
  id: 3,
  name: '$10 Casino Tip',
  description: 'A $10 tip sent to your linked casino account.',
  image: null,
  cost: 1000,
  kind: 'cash',
  cash_amount: 10,
  quantity: 20,
  max_purchases_per_user: 2,
  user_purchases: 0,
  created_at: '2026-01-01T10:00:00.000Z',
};
const casinos: PayoutCasino[] = [
  { platform_id: 11, name: 'Roobet', casino_username: 'roo_fan' },
  { platform_id: 12, name: 'Gamdom', casino_username: 'Tip_Fan' },
];
const store = (payout_casinos: PayoutCasino[]): StoreResponse => ({
  store_items: [tip],
  user_points: 5000,
  payout_casinos,
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('redeeming a cash item (decision 043)', () => {
  it('asks which casino it is paid to, with the username there, and sends that casino', async () => {
    vi.mocked(useAuth).mockReturnValue({ user: currentUser(), isAuthenticated: true, isAdmin: false });
    const api = stubApi({
      'GET /api/r/store': ok(store(casinos)),
      'POST /api/r/store/3/redeem': ok(
        { user_points: 4000, item_quantity: 19 },
        'Item purchased successfully!',
      ),
    });
    renderRoute(<StorePage />, { route: '/store', path: '/store' });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '$10 Casino Tip' });
    expect(card.textContent).toContain('$10.00 paid to your casino account');
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    const group = within(dialog).getByRole('group', { name: 'Pay $10.00 to' });
    const roobet = within(group).getByRole('radio', { name: /Roobet/ }) as HTMLInputElement;
    const gamdom = within(group).getByRole('radio', { name: /Gamdom/ }) as HTMLInputElement;
    expect(roobet.checked).toBe(true);
    expect(group.textContent).toContain('Tip_Fan');
    await user.click(gamdom);
    expect(gamdom.checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item purchased successfully!'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/r/store/3/redeem', body: { platform_id: 12 } },
    ]);
  });

  it('with no verified casino account, points to Settings and cannot buy', async () => {
    vi.mocked(useAuth).mockReturnValue({ user: currentUser(), isAuthenticated: true, isAdmin: false });
    const api = stubApi({ 'GET /api/r/store': ok(store([])) });
    renderRoute(<StorePage />, { route: '/store', path: '/store' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'paid to a verified casino account, and you have none yet',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: 'Link your casino username in Settings' })
        .getAttribute('href'),
    ).toBe('/settings');
    const buy = within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    await user.click(buy);
    expect(api.writes()).toEqual([]);
  });
});
