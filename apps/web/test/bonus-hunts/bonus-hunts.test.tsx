import { bonusHuntMessages } from '@podium/shared/bonus-hunts/messages';
import type { BonusHuntCurrent, HuntGame, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntsPage } from '@/features/bonus-hunts/BonusHuntsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signIn = (signedIn: boolean) => {
  const user = signedIn ? currentUser() : null;
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: signedIn, isAdmin: false });
};

const game = (
  id: number,
  slot_name: string,
  slot_bet: number,
  slot_win: number | null,
  pending_win = false,
): HuntGame => ({
  id,
  position: id,
  slot_name,
  slot_image: null,
  provider: { name: 'Pragmatic Play' },
  slot_bet,
  slot_win,
  multiplier: slot_win === null ? null : slot_win / slot_bet,
  pending_win,
});

const current = (over: Partial<BonusHuntCurrent> = {}): BonusHuntCurrent => ({
  hunt: {
    id: 7,
    title: 'Sunday Hunt',
    start_balance: 1000,
    predictions_active: true,
    status: 'active',
    prize_points: 100,
    prize_xp: 10,
    large_win_multiplier: 10_000,
    created_at: '2026-11-23T10:00:00.000Z',
    finished_at: null,
  },
  statistics: { winnings: 250, break_even_multiplier: 150, average_multiplier: 75, highest_multiplier: 100 },
  games: [
    game(1, 'Gates of Olympus', 2, 200),
    game(2, 'Sweet Bonanza', 1, 50),
    game(3, 'Mental', 4, null, true),
    game(4, 'Zeus', 1, null),
  ],
  user_prediction: null,
  winners: [],
  ...over,
});

const prediction = (
  id: number,
  username: string,
  end_balance: number,
  highest_multiplier: number,
  g: string,
): HuntPrediction => ({
  id,
  user_id: id,
  end_balance,
  highest_multiplier,
  highest_multiplier_game: g,
  created_at: `2026-11-23T10:0${id}:00.000Z`,
  submitted_at: `2026-11-23T10:0${id}:00.000Z`,
  created_at_human: '2 hours ago',
  user: { username, kick_username: null, avatar_url: '/avatar.png' },
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/bonus-hunts', () => {
  it('shows the five stat cards and a searchable slots table with each game status', async () => {
    signIn(false);
    stubApi({ 'GET /api/r/bonus-hunts/current': ok(current()) });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    const cards = await screen.findByText('Start Balance');
    const stats = cards.closest('dl')!;
    expect(
      within(stats)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Start Balance', 'Winnings', 'Break-even', 'Average Multiplier', 'Highest Multiplier']);
    expect(stats.textContent).toContain('$1,000.00');
    expect(stats.textContent).toContain('150.00x');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // The Status column (on a phone the same pill shows under the slot's name instead; CSS picks one).
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'Completed',
      'Completed',
      'Pending',
      'Not Played',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search slots' }), 'bonanza');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says "In profit" on the break-even card once the winnings cover the start balance, never a red 0.00x', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/bonus-hunts/current': ok(
        current({
          statistics: {
            winnings: 1250,
            break_even_multiplier: 0,
            average_multiplier: 75,
            highest_multiplier: 100,
          },
        }),
      ),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    const term = await screen.findByText('Break-even');
    const card = term.closest('div')!;
    expect(within(card).getByRole('definition').textContent).toBe('In profit');
    expect(card.textContent).not.toContain('0.00x');
  });

  it('shows a dash on the break-even card when every game is open and the hunt fell short', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/bonus-hunts/current': ok(
        current({
          statistics: {
            winnings: 400,
            break_even_multiplier: 0,
            average_multiplier: 75,
            highest_multiplier: 100,
          },
        }),
      ),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    const card = (await screen.findByText('Break-even')).closest('div')!;
    expect(within(card).getByRole('definition').textContent).toBe('—');
  });

  it('says predictions are closed on a running hunt whose predictions closed, with no button', async () => {
    signIn(true);
    const base = current();
    stubApi({
      'GET /api/r/bonus-hunts/current': ok(current({ hunt: { ...base.hunt!, predictions_active: false } })),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    expect(await screen.findByText(bonusHuntMessages.predictionsClosedNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make Your Prediction/ })).toBeNull();
  });

  it('tells a visitor to log in instead of opening the modal', async () => {
    signIn(false);
    stubApi({ 'GET /api/r/bonus-hunts/current': ok(current()) });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Your Prediction' }));
    expect(toast.error).toHaveBeenCalledWith('You must be logged in to make predictions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the prediction button while predictions are closed', async () => {
    signIn(true);
    const closed = current();
    closed.hunt!.predictions_active = false;
    stubApi({ 'GET /api/r/bonus-hunts/current': ok(closed) });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Your Prediction/ })).toBeNull();
  });

  it('updates a prediction through the modal: slots from the hunt, steps of 0.01, the server message', async () => {
    signIn(true);
    const api = stubApi({
      'GET /api/r/bonus-hunts/current': ok(
        current({
          user_prediction: {
            end_balance: 900,
            highest_multiplier: 50,
            highest_multiplier_game: 'Zeus',
            created_at: '',
          },
        }),
      ),
      'POST /api/r/bonus-hunts/7/predict': ok({ created: false }, 'Prediction updated successfully!'),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Your Prediction' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Highest Multiplier Game');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a slot', 'Gates of Olympus', 'Sweet Bonanza', 'Mental', 'Zeus']);
    const end = within(dialog).getByLabelText('End Balance ($)');
    await userEvent.clear(end);
    await userEvent.type(end, '1234.567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Prediction' }));
    expect(within(dialog).getByText('Use steps of 0.01')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.type(end, '1234.56');
    await userEvent.selectOptions(select, 'Mental');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Prediction' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Prediction updated successfully!'));
    expect(api.writes()[0]!.body).toEqual({
      end_balance: 1234.56,
      highest_multiplier: 50,
      highest_multiplier_game: 'Mental',
    });
  });

  it("shows the server's message when a prediction is refused", async () => {
    signIn(true);
    stubApi({
      'GET /api/r/bonus-hunts/current': ok(current()),
      'POST /api/r/bonus-hunts/7/predict': fail(409, 'Predictions are closed for this hunt'),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Your Prediction' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('End Balance ($)'), '100');
    await userEvent.type(within(dialog).getByLabelText('Highest Multiplier (x)'), '10');
    await userEvent.selectOptions(within(dialog).getByLabelText('Highest Multiplier Game'), 'Zeus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Prediction' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Predictions are closed for this hunt'));
  });

  it('Predictions tab: Closest Predictions by the shared rule, All Predictions; every switch reloads', async () => {
    signIn(false);
    const api = stubApi({
      'GET /api/r/bonus-hunts/current': ok(current()),
      'GET /api/r/bonus-hunts/7/predictions': ok([
        prediction(1, 'lena', 240, 90, 'Gates of Olympus'),
        prediction(2, 'baron', 260, 110, 'Sweet Bonanza'),
      ]),
      'GET /api/r/bonus-hunts/history': ok([]),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Predictions' }));
    const closest = await screen.findByRole('region', { name: 'Closest Predictions' });
    // 240 and 260 are both 10 from 250: the earlier (lena) wins; 90x and 110x both 10 from 100x: lena.
    expect(within(closest).getAllByText('lena')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'All Predictions' })).getByText('baron')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Previous Hunts' }));
    expect(await screen.findByText('No previous hunts yet')).toBeTruthy();
    const currentReads = api.calls.filter((c) => c.path === '/api/r/bonus-hunts/current').length;
    expect(currentReads).toBeGreaterThanOrEqual(3);
  });

  it("toasts 'Failed to load bonus hunt data' when the hunt cannot load", async () => {
    signIn(false);
    stubApi({ 'GET /api/r/bonus-hunts/current': fail(500, null) });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load bonus hunt data', { id: 'bonus-hunts-load' }),
    );
  });
});
