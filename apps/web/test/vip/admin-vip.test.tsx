import type { AdminVip, AdminVipClaim, AdminVipTier } from '@podium/shared/vip/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberVipClaims } from '@/features/vip/admin/MemberVipClaims.tsx';
import { VipTiersAdminPage } from '@/features/vip/admin/VipTiersAdminPage.tsx';
import { BootContext } from '@/lib/boot.ts';
import { descriptionOf, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const tier = (id: number, over: Partial<AdminVipTier> = {}): AdminVipTier => ({
  id,
  platform_id: 1,
  name: `Tier ${id}`,
  description: '',
  image: null,
  min_wagered: 1000 * id,
  reward_type: 'points',
  reward_amount: 500,
  sort_order: id,
  retired_at: null,
  claims: 0,
  updated_at: '2026-11-20T18:30:00.000Z',
  updated_by: null,
  ...over,
});

const vip = (tiers: AdminVipTier[]): AdminVip => ({
  platforms: [
    { id: 1, slug: 'roobet', name: 'Roobet', casino_slot: 1 },
    { id: 2, slug: 'stake', name: 'Stake', casino_slot: null },
  ],
  tiers,
});

const asAdmin = (ui: React.ReactElement) =>
  renderAdmin(
    <BootContext.Provider
      value={{
        user: user({ id: 1, role: 'Admin', username: 'boss' }),
        settings: settings(),
        devLogin: false,
      }}
    >
      {ui}
    </BootContext.Provider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('admin VIP tiers', () => {
  it('lists a platform’s tiers in order with how members are matched, and the retired apart', async () => {
    stubApi({
      'GET /api/r/settings': ok(settings()),
      'GET /api/admin/vip': ok(
        vip([
          tier(1, { name: 'Bronze', claims: 3 }),
          tier(2, { name: 'Gold', reward_type: 'cash', reward_amount: 50 }),
          tier(3, { name: 'Old', retired_at: '2026-11-01T00:00:00.000Z' }),
        ]),
      ),
    });
    const { user: u } = asAdmin(<VipTiersAdminPage />);
    const order = within(await screen.findByRole('list', { name: 'Roobet tiers in order' }));
    expect(order.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Bronze'),
      expect.stringContaining('Gold'),
    ]);
    expect(order.getAllByRole('listitem')[0]!.textContent).toContain('Wager $1,000 → 500 Points · 3 claims');
    expect(order.getAllByRole('listitem')[1]!.textContent).toContain('$50');
    expect(await screen.findByText(/matched on Roobet by their "Roobet Username"/)).toBeTruthy();
    const retired = within(screen.getByRole('list', { name: 'Roobet retired tiers' }));
    expect(retired.getByRole('button', { name: 'Restore Old' })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: 'Stake' }));
    expect(await screen.findByText(/No casino username is chosen for Stake/)).toBeTruthy();
  });

  it('creates a tier on the selected platform, checking whole points first', async () => {
    const api = stubApi({
      'GET /api/admin/vip': ok(vip([])),
      'POST /api/admin/vip/tiers': (body) => ok(tier(9, body as Partial<AdminVipTier>), 'Tier created'),
    });
    const { user: u } = asAdmin(<VipTiersAdminPage />);
    await u.click(await screen.findByRole('button', { name: 'Add tier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Roobet tier' }));
    await u.type(dialog.getByLabelText('Name'), 'Silver');
    await u.type(dialog.getByLabelText('Required wager'), '10,000');
    await u.type(dialog.getByLabelText('Reward (points)'), '12.5');
    await u.click(dialog.getByRole('button', { name: 'Add tier' }));
    expect(descriptionOf(dialog.getByLabelText('Reward (points)'))).toContain('Whole points only');
    expect(api.writes()).toEqual([]);
    await u.clear(dialog.getByLabelText('Reward (points)'));
    await u.type(dialog.getByLabelText('Reward (points)'), '2000');
    await u.click(dialog.getByRole('button', { name: 'Add tier' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tier created'));
    expect(api.writes()[0]?.body).toEqual({
      platform_id: 1,
      name: 'Silver',
      description: '',
      image: null,
      min_wagered: 10_000,
      reward_type: 'points',
      reward_amount: 2000,
    });
  });

  it('moves a tier down and retires another', async () => {
    const api = stubApi({
      'GET /api/admin/vip': ok(vip([tier(1, { name: 'Bronze' }), tier(2, { name: 'Silver' })])),
      'POST /api/admin/vip/tiers/reorder': ok([], 'Order saved'),
      'POST /api/admin/vip/tiers/2/retire': ok(
        tier(2, { retired_at: '2026-11-22T00:00:00.000Z' }),
        'Tier retired',
      ),
    });
    const { user: u } = asAdmin(<VipTiersAdminPage />);
    await u.click(await screen.findByRole('button', { name: 'Move Bronze down' }));
    await waitFor(() =>
      expect(api.writes()[0]).toEqual({
        method: 'POST',
        path: '/api/admin/vip/tiers/reorder',
        body: { platform_id: 1, ids: [2, 1] },
      }),
    );
    await u.click(screen.getByRole('button', { name: 'Retire Silver' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tier retired'));
  });
});

describe("a member's VIP claims on their admin page", () => {
  const claim = (id: number, over: Partial<AdminVipClaim> = {}): AdminVipClaim => ({
    id,
    user: { id: 7, username: 'viewer' },
    tier: { id: 3, name: 'Gold', retired: false },
    platform: { id: 1, name: 'Roobet' },
    reward_type: 'cash',
    reward_amount: 50,
    wagered: 60_000,
    created_at: '2026-11-20T18:30:00.000Z',
    reopened_at: null,
    reopened_by: null,
    payout: { id: 11, status: 'rejected' },
    can_reopen: true,
    ...over,
  });

  it('shows each claim with its payout and reopens a rejected cash claim', async () => {
    const api = stubApi({
      'GET /api/admin/vip/claims?user_id=7': ok([
        claim(2),
        claim(1, {
          tier: { id: 1, name: 'Bronze', retired: true },
          reward_type: 'points',
          reward_amount: 500,
          payout: null,
          can_reopen: false,
        }),
      ]),
      'POST /api/admin/vip/claims/2/reopen': ok(claim(2, { can_reopen: false }), 'Claim reopened'),
    });
    const { user: u } = asAdmin(<MemberVipClaims userId={7} />);
    const items = within(await screen.findByRole('list', { name: 'VIP claims' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Gold · Roobet');
    expect(items[0]!.textContent).toContain('Payout Rejected');
    expect(items[1]!.textContent).toContain('Bronze · Roobet (retired)');
    expect(items[1]!.textContent).toContain('500 Points');
    await u.click(screen.getByRole('button', { name: 'Reopen Gold claim' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Claim reopened'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/vip/claims/2/reopen', body: {} }]);
  });
});
