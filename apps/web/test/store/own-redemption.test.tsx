import { storeMessages } from '@podium/shared/store/messages';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedemptionsAdminPage } from '@/features/store/admin/redemptions/RedemptionsAdminPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { descriptionOf, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const MODERATOR_ID = 7;

const redemption = (
  id: number,
  buyer: { id: number; username: string },
  itemName: string,
): QueueRedemption => ({
  id,
  status: 'pending',
  cost: 500,
  created_at: '2026-11-20T18:30:00.000Z',
  processed_at: null,
  processed_by: null,
  refunded_at: null,
  item: { id: id + 100, name: itemName, image: null },
  user: { ...buyer, display_name: buyer.username, kick_username: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Redemption queue: staff never serve themselves', () => {
  it('disables Mark processed and Refund on the viewer’s own purchase, saying why', async () => {
    vi.mocked(useAuth).mockReturnValue({
      user: { id: MODERATOR_ID, role: 'Moderator', username: 'mod' },
      isAuthenticated: true,
      isAdmin: false,
    } as ReturnType<typeof useAuth>);
    const api = stubApi({
      'GET /api/staff/redemptions?page=1&status=pending': ok({
        redemptions: [
          redemption(1, { id: MODERATOR_ID, username: 'mod' }, 'Own Hoodie'),
          redemption(2, { id: 8, username: 'viewer' }, 'Their Mousepad'),
        ],
        page: 1,
        page_size: 25,
        total: 2,
      }),
    });
    const { user } = renderAdmin(<RedemptionsAdminPage />, '/admin-new/redemptions');

    const own = await screen.findByRole('row', { name: /Own Hoodie/ });
    const process = within(own).getByRole('button', { name: /^Mark processed/ }) as HTMLButtonElement;
    const refund = within(own).getByRole('button', { name: /^Refund/ }) as HTMLButtonElement;
    expect(process.disabled).toBe(true);
    expect(refund.disabled).toBe(true);
    expect(descriptionOf(process)).toBe(storeMessages.ownRedemption);
    expect(descriptionOf(refund)).toBe(storeMessages.ownRedemption);
    await user.click(process);
    expect(api.writes()).toEqual([]);

    const theirs = screen.getByRole('row', { name: /Their Mousepad/ });
    expect(
      (within(theirs).getByRole('button', { name: /^Mark processed/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(within(theirs).queryByText(storeMessages.ownRedemption)).toBeNull();
  });
});
