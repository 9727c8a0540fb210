import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RaffleAdminDetailPage } from '@/features/raffles/admin/RaffleAdminDetailPage.tsx';
import { descriptionOf, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { adminEntry, adminRaffle, member, winner } from './raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const lena = member(7, 'lucky_lena');
const baron = member(8, 'bonus_baron');

const open = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin-new/raffles/:id" element={<RaffleAdminDetailPage />} />
    </Routes>,
    '/admin-new/raffles/1',
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('one raffle in the admin panel', () => {
  it('removes an entry after confirming, saying what is refunded', async () => {
    const api = stubApi({
      'GET /api/admin/raffles/1': ok(adminRaffle({ title: 'Weekly' })),
      'GET /api/admin/raffles/1/entries': ok([
        adminEntry(12, baron, { entry_type: 'points', points_spent: 200 }),
        adminEntry(11, lena, {
          removed_at: '2026-11-20T10:00:00.000Z',
          removed_by: { id: 1, username: 'admin' },
        }),
      ]),
      'DELETE /api/admin/raffles/1/entries/12': ok({ removed: 1, refunded_points: 200 }, '1 entry removed'),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Weekly' })).toBeTruthy();
    expect(screen.getByText('This raffle has not been drawn yet.', { exact: false })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Raffle entries' });
    expect(within(table).getByText('Removed by admin')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Remove entry 12 of bonus baron' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this entry?' });
    expect(dialog.textContent).toContain('Refund: 200 points to the member.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove entry' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 entry removed: 200 points refunded'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/raffles/1/entries/12', body: {} }]);
  });

  it('re-draws one winner with a reason, after confirming', async () => {
    const api = stubApi({
      'GET /api/admin/raffles/1': ok(
        adminRaffle({
          title: 'Weekly',
          drawn_at: '2026-11-20T18:00:00.000Z',
          has_ended: true,
          winners: [winner(7, 'lucky_lena', 1), winner(8, 'bonus_baron', 2)],
        }),
      ),
      'GET /api/admin/raffles/1/entries': ok([adminEntry(11, lena), adminEntry(12, baron)]),
      'POST /api/admin/raffles/1/redraw': ok(adminRaffle(), 'A new winner was drawn'),
    });
    const { user } = open();
    const winners = await screen.findByRole('list', { name: 'Winners' });
    // Drawn: entries can no longer be removed.
    expect(within(await screen.findByRole('table')).queryByRole('button')).toBeNull();
    await user.click(within(winners).getByRole('button', { name: 'Re-draw bonus baron' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-draw this winner?' });
    const reason = within(dialog).getByLabelText('Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Re-draw winner' }));
    expect(descriptionOf(reason)).toContain('Say why this winner is replaced');
    expect(api.writes()).toEqual([]);
    await user.type(reason, 'No claim within 48 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Re-draw winner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('A new winner was drawn'));
    expect(api.writes()[0]?.body).toEqual({ user_id: 8, reason: 'No claim within 48 hours' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the winners to draw before the draw and the winners drawn after it', async () => {
    const winnersPanel = async () =>
      (await screen.findByRole('heading', { name: 'Winners', level: 3 })).closest('section')?.textContent;
    stubApi({
      'GET /api/admin/raffles/1': ok(adminRaffle({ title: 'Weekly', number_of_winners: 3 })),
      'GET /api/admin/raffles/1/entries': ok([]),
    });
    const before = open();
    expect(await winnersPanel()).toContain('3 to draw');
    before.unmount();
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/admin/raffles/1': ok(
        adminRaffle({
          title: 'Weekly',
          number_of_winners: 3,
          drawn_at: '2026-11-20T18:00:00.000Z',
          has_ended: true,
          winners: [winner(7, 'lucky_lena', 1), winner(8, 'bonus_baron', 2)],
        }),
      ),
      'GET /api/admin/raffles/1/entries': ok([adminEntry(11, lena), adminEntry(12, baron)]),
    });
    open();
    const after = await winnersPanel();
    expect(after).toContain('2 of 3 drawn');
    expect(after).not.toContain('to draw');
  });
});
