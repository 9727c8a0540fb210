import type { BonusHuntCurrent, HuntGame, HuntHistoryEntry } from '@podium/shared/bonus-hunts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntPage } from '@/features/bonus-hunts/BonusHuntPage.tsx';
import { BonusHuntsPage } from '@/features/bonus-hunts/BonusHuntsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { descriptionOf } from '../helpers/admin.tsx';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 047: a finished hunt's own page, the history cards that link to it and name the winners,
// and the member's prediction read as people type numbers.
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signIn = (signedIn: boolean) =>
  vi.mocked(useAuth).mockReturnValue({
    user: signedIn ? currentUser() : null,
    isAuthenticated: signedIn,
    isAdmin: false,
  });

const game = (id: number, slot_name: string, slot_bet: number, slot_win: number | null): HuntGame => ({
  id,
  position: id,
  slot_name,
  slot_image: null,
  provider: { name: 'Pragmatic Play' },
  slot_bet,
  slot_win,
  multiplier: slot_win === null ? null : slot_win / slot_bet,
  pending_win: false,
});

const finished: BonusHuntCurrent = {
  hunt: {
    id: 5,
    title: 'Friday Hunt',
    start_balance: 500,
    predictions_active: false,
    status: 'finished',
    prize_points: 100,
    prize_xp: 20,
    large_win_multiplier: 10_000,
    created_at: '2026-11-20T18:00:00.000Z',
    finished_at: '2026-11-20T21:00:00.000Z',
  },
  statistics: { winnings: 620, break_even_multiplier: 0, average_multiplier: 155, highest_multiplier: 300 },
  games: [game(1, 'Gates of Olympus', 2, 20), game(2, 'Mental', 2, 600)],
  user_prediction: null,
  winners: [
    { category: 'end_balance', username: 'alice', points: 100, xp: 20 },
    { category: 'highest_multiplier', username: 'bob', points: 100, xp: 20 },
  ],
};

const historyEntry: HuntHistoryEntry = {
  id: 5,
  title: 'Friday Hunt',
  start_balance: 500,
  end_balance: 620,
  created_at: '2026-11-20T18:00:00.000Z',
  created_at_human: '6 days ago',
  statistics: { average_multiplier: 155, highest_multiplier: 300 },
  predictions_count: 4,
  games_count: 2,
  winners: finished.winners,
};

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/bonus-hunts/{id}', () => {
  it("shows a finished hunt's statistics, its winners with what each won, and its games", async () => {
    signIn(false);
    stubApi({ 'GET /api/r/bonus-hunts/5': ok(finished) });
    renderRoute(<BonusHuntPage />, { route: '/bonus-hunts/5', path: '/bonus-hunts/:id' });
    expect(await screen.findByRole('heading', { name: 'Friday Hunt', level: 1 })).toBeTruthy();
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
    const winners = screen.getByRole('list', { name: 'Winners' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Closest end balancealice100 points + 20 XP',
      'Closest highest multiplierbob100 points + 20 XP',
    ]);
    expect(screen.getByText('Start Balance').closest('dl')!.textContent).toContain('$500.00');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/Gates|Mental/).textContent)).toEqual([
      'Gates of Olympus',
      'Mental',
    ]);
  });

  it('an unknown hunt shows "Bonus hunt not found" with the way back', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/bonus-hunts/999': fail(404, 'Bonus hunt not found', null, 'bonus_hunts.not_found'),
    });
    renderRoute(<BonusHuntPage />, { route: '/bonus-hunts/999', path: '/bonus-hunts/:id' });
    expect(await screen.findByText('Bonus hunt not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bonus Hunts' }).getAttribute('href')).toBe(
      '/bonus-hunts',
    );
  });
});

describe('Previous Hunts cards', () => {
  it("link to the hunt's page and name its winners", async () => {
    signIn(false);
    stubApi({
      'GET /api/r/bonus-hunts/current': ok({ ...finished, hunt: null, games: [], winners: [] }),
      'GET /api/r/bonus-hunts/history': ok([
        historyEntry,
        { ...historyEntry, id: 4, title: 'Quiet Hunt', winners: [] },
      ]),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Previous Hunts' }));
    const link = await screen.findByRole('link', { name: 'Friday Hunt' });
    expect(link.getAttribute('href')).toBe('/bonus-hunts/5');
    expect(screen.getByRole('link', { name: 'View hunt: Quiet Hunt' }).getAttribute('href')).toBe(
      '/bonus-hunts/4',
    );
    const card = link.closest('li')!;
    expect(within(card).getByText('alice, bob')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: 'Quiet Hunt' }).closest('li')!).getByText('No winners'),
    ).toBeTruthy();
  });
});

describe('the prediction modal reads numbers as people type them', () => {
  it('accepts "1,250.50"; refuses "1e3", "abc" and an emptied field under the field', async () => {
    signIn(true);
    const running: BonusHuntCurrent = {
      ...finished,
      hunt: { ...finished.hunt!, status: 'active', predictions_active: true, finished_at: null },
      winners: [],
    };
    const api = stubApi({
      'GET /api/r/bonus-hunts/current': ok(running),
      'POST /api/r/bonus-hunts/5/predict': ok({ created: true }, 'Prediction submitted successfully!'),
    });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Your Prediction' }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByLabelText('End Balance ($)');
    const multiplier = within(dialog).getByLabelText('Highest Multiplier (x)');
    await userEvent.selectOptions(within(dialog).getByLabelText('Highest Multiplier Game'), 'Mental');
    await userEvent.type(end, '1e3');
    await userEvent.type(multiplier, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Prediction' }));
    expect(descriptionOf(end)).toBe('Enter a number, like 1,250.50');
    expect(descriptionOf(multiplier)).toBe('Enter a number, like 1,250.50');
    await userEvent.clear(end);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Prediction' }));
    expect(descriptionOf(end)).toBe('Enter a number');
    expect(api.writes()).toHaveLength(0);

    await userEvent.type(end, '1,250.50');
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '1,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Prediction' }));
    await waitFor(() =>
      expect(api.writes()[0]!.body).toEqual({
        end_balance: 1250.5,
        highest_multiplier: 1000,
        highest_multiplier_game: 'Mental',
      }),
    );
  });
});
