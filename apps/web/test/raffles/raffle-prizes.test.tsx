import { lockedFieldMessages } from '@podium/shared/raffles/edits';
import { raffleErrors } from '@podium/shared/raffles/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RaffleAdminDetailPage } from '@/features/raffles/admin/RaffleAdminDetailPage.tsx';
import { RafflesAdminPage } from '@/features/raffles/admin/RafflesAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { stubApi as stubReads } from '../helpers/members.tsx';
import { adminRaffle, raffle, winner } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the raffle form’s prizes (decision 044)', () => {
  // Many keystrokes: allowed more than the default 5 s on a busy machine.
  it('keeps one prize row per winner, checks each row, and sends them by place', {
    timeout: 20_000,
  }, async () => {
    const api = stubApi({
      'GET /api/admin/raffles': ok([]),
      'POST /api/admin/raffles': (body) => ({
        ...ok(adminRaffle(body as object), 'Raffle created'),
        status: 201,
      }),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Add raffle' }));
    const dialog = screen.getByRole('dialog', { name: 'Add raffle' });
    await user.type(within(dialog).getByLabelText('Title'), 'Tip Raffle');
    const winners = within(dialog).getByLabelText('Number of winners');
    await user.clear(winners);
    await user.type(winners, '2');
    expect(within(dialog).queryByRole('list', { name: 'Prizes by place' })).toBeNull();

    await user.click(within(dialog).getByRole('switch', { name: 'A prize per place' }));
    const places = () =>
      within(within(dialog).getByRole('list', { name: 'Prizes by place' })).getAllByRole('listitem');
    expect(places()).toHaveLength(2);
    await user.clear(winners);
    await user.type(winners, '3');
    expect(places()).toHaveLength(3);
    await user.clear(winners);
    await user.type(winners, '2');
    expect(places()).toHaveLength(2);

    const [first, second] = places();
    await user.selectOptions(within(first!).getByLabelText('1st place'), 'Cash');
    await user.type(within(first!).getByLabelText('Dollars'), '50.005');
    await user.selectOptions(within(second!).getByLabelText('2nd place'), 'Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    expect(descriptionOf(within(first!).getByLabelText('Dollars'))).toContain(
      'A cash prize needs an amount in dollars',
    );
    expect(descriptionOf(within(second!).getByLabelText('Description'))).toContain(
      'A custom prize needs a description',
    );
    expect(api.writes()).toEqual([]);

    await user.clear(within(first!).getByLabelText('Dollars'));
    await user.type(within(first!).getByLabelText('Dollars'), '50');
    await user.type(within(first!).getByLabelText('Description'), 'Casino tip');
    await user.type(within(second!).getByLabelText('Description'), 'Signed hoodie');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Raffle created'));
    expect(api.writes()[0]?.body).toMatchObject({
      number_of_winners: 2,
      prizes: [
        { prize_type: 'cash', prize_value: 50, description: 'Casino tip' },
        { prize_type: 'custom', prize_value: null, description: 'Signed hoodie' },
      ],
    });
  });

  it('says what entries fix, and shows the server’s refusal above the fields and under each one', async () => {
    const entered = adminRaffle({
      title: 'Weekly',
      total_entries: 6,
      prizes: [{ position: 1, prize_type: 'cash', prize_value: 50, description: 'Casino tip' }],
      number_of_winners: 1,
    });
    stubApi({
      'GET /api/admin/raffles': ok([entered]),
      'PUT /api/admin/raffles/1': fail(
        409,
        raffleErrors.enteredLocked.message,
        {
          points_per_entry: [lockedFieldMessages.points_per_entry],
          allow_passwordless_entry: [lockedFieldMessages.allow_passwordless_entry],
        },
        raffleErrors.enteredLocked.code,
      ),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Weekly' });
    expect(dialog.textContent).toContain(raffleErrors.enteredLocked.message);
    // The prize already set is in the form.
    expect((within(dialog).getByLabelText('Dollars') as HTMLInputElement).value).toBe('50');

    await user.click(within(dialog).getByRole('switch', { name: 'Free entry' }));
    await user.clear(within(dialog).getByLabelText('Points per entry'));
    await user.type(within(dialog).getByLabelText('Points per entry'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save raffle' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(raffleErrors.enteredLocked.message);
    expect(toast.error).toHaveBeenCalledWith(raffleErrors.enteredLocked.message);
    expect(descriptionOf(within(dialog).getByLabelText('Points per entry'))).toContain(
      lockedFieldMessages.points_per_entry,
    );
    expect(within(dialog).getByText(lockedFieldMessages.allow_passwordless_entry)).toBeTruthy();
    // The dialog stays open for the admin to put the settings back.
    expect(screen.getByRole('dialog', { name: 'Edit Weekly' })).toBeTruthy();
  });
});

describe('the public raffle’s prizes', () => {
  it('lists each place’s prize, with its winner once drawn; nothing when there are none', async () => {
    viewer('visitor');
    stubReads(
      readsOf(
        raffle({
          prizes: [
            { position: 1, prize_type: 'cash', prize_value: 50, description: 'Casino tip' },
            { position: 2, prize_type: 'points', prize_value: 1500, description: '' },
            { position: 3, prize_type: 'custom', prize_value: null, description: 'Signed hoodie' },
          ],
          winners: [winner(7, 'lucky_lena', 1)],
        }),
      ),
    );
    const view = openRaffle();
    const list = await screen.findByRole('list', { name: 'Prizes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1st place$50.00 — Casino tipWon by lucky lena',
      '2nd place1,500 points',
      '3rd placeSigned hoodie',
    ]);
    view.unmount();

    stubReads(readsOf(raffle()));
    openRaffle();
    await screen.findByRole('heading', { name: 'Weekly Community Raffle', level: 1 });
    expect(screen.queryByRole('list', { name: 'Prizes' })).toBeNull();
  });
});

describe('the admin raffle’s prizes handed out', () => {
  it('says what each prize became, and flags a paid payout a re-draw could not take back', async () => {
    const award = (over: object) => ({
      position: 1,
      user: { id: 7, username: 'lucky_lena' },
      prize_type: 'cash' as const,
      prize_value: 50,
      payout: null,
      awarded_at: '2026-11-20T10:00:00.000Z',
      taken_back: null,
      ...over,
    });
    stubApi({
      'GET /api/admin/raffles/1': ok(
        adminRaffle({
          title: 'Weekly',
          drawn_at: '2026-11-20T10:00:00.000Z',
          has_ended: true,
          winners: [winner(8, 'bonus_baron', 1), winner(9, 'jackpot_jo', 2)],
          prize_awards: [
            award({
              payout: { id: 3, status: 'paid' },
              taken_back: { at: '2026-11-21T10:00:00.000Z', outcome: 'payout_kept', points: null },
            }),
            award({ user: { id: 8, username: 'bonus_baron' }, payout: { id: 4, status: 'pending' } }),
            award({
              position: 2,
              user: { id: 9, username: 'jackpot_jo' },
              prize_type: 'points',
              prize_value: 500,
            }),
          ],
        }),
      ),
      'GET /api/admin/raffles/1/entries': ok([]),
    });
    renderAdmin(
      <Routes>
        <Route path="/admin-new/raffles/:id" element={<RaffleAdminDetailPage />} />
      </Routes>,
      '/admin-new/raffles/1',
    );
    const list = await screen.findByRole('list', { name: 'Prizes handed out' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1st · @lucky_lena · $50.00Re-drawn after the payout was paid: settle it by hand',
      '1st · @bonus_baron · $50.00Payout pending',
      '2nd · @jackpot_jo · 500 pointsPoints credited',
    ]);
  });
});
