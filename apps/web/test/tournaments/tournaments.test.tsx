import type { TournamentCard, TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TournamentDetailPage } from '@/features/tournaments/TournamentDetailPage.tsx';
import { TournamentsPage } from '@/features/tournaments/TournamentsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signIn = (signedIn: boolean) => {
  const user = signedIn ? currentUser() : null;
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: signedIn, isAdmin: false });
};

/** A list page as the API answers it: the cards and the pagination beside them. */
const paged = (page: number, totalPages: number, data: TournamentCard[]) => ({
  body: {
    success: true,
    data,
    message: null,
    errors: null,
    pagination: { page, per_page: 12, total: data.length, total_pages: totalPages },
  },
});

const card = (over: Partial<TournamentCard> = {}): TournamentCard => ({
  id: 1,
  name: 'Friday Bracket',
  size: 4,
  is_active: true,
  predictions_active: true,
  matches_count: 3,
  predictions_count: 2,
  progress: 0,
  winner_name: null,
  created_at: '2026-11-20T12:00:00.000Z',
  ...over,
});

const match = (
  id: number,
  round: number,
  n: number,
  s1: string | null,
  s2: string | null,
): TournamentMatch => ({
  id,
  round,
  match_number: n,
  slot1_name: s1,
  slot2_name: s2,
  slot1_multiplier: null,
  slot2_multiplier: null,
  slot1_user: null,
  slot2_user: null,
  winner_name: null,
  winner_slot: null,
  slot1_seed: round === 1 ? 2 * n - 1 : null,
  slot2_seed: round === 1 ? 2 * n : null,
});

const detail = (over: Partial<TournamentDetail['tournament']> = {}): TournamentDetail => ({
  tournament: {
    ...card(),
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 100,
    perfect_bonus_xp: 50,
    matches: [
      match(11, 1, 1, 'Gates', 'Sugar'),
      match(12, 1, 2, 'Wanted', 'Dog House'),
      match(13, 2, 1, null, null),
    ],
    ...over,
  },
  user_prediction: null,
  friend_predictions: [],
  top_predictions: [],
  all_predictions: [],
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('tournaments list', () => {
  it('shows cards with their button for each state, and the empty state per filter', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/tournaments': paged(1, 1, [
        card(),
        card({
          id: 2,
          name: 'Done',
          is_active: false,
          predictions_active: false,
          progress: 100,
          winner_name: 'Gates',
        }),
        card({ id: 3, name: 'Running', predictions_active: false, progress: 33 }),
      ]),
      'GET /api/r/tournaments?page=1&filter=completed': paged(1, 0, []),
    });
    renderRoute(<TournamentsPage />, { route: '/tournaments', path: '/tournaments' });
    expect(await screen.findByRole('link', { name: 'Make Predictions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe('/tournaments/2');
    expect(screen.getByRole('link', { name: 'View Tournament' })).toBeTruthy();
    expect(screen.getByText('Winner:', { exact: false }).textContent).toContain('Gates');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByRole('heading', { name: 'No Tournaments Found' })).toBeTruthy();
  });

  it('pages through the list as far as the pagination says, and no further', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/tournaments': paged(1, 2, [card()]),
      'GET /api/r/tournaments?page=2&filter=all': paged(2, 2, [card({ id: 9, name: 'Older Bracket' })]),
    });
    renderRoute(<TournamentsPage />, { route: '/tournaments', path: '/tournaments' });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next().disabled).toBe(false);
    await userEvent.setup().click(next());
    expect(await screen.findByText('Older Bracket')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });
});

describe('tournament detail', () => {
  it('picks winners, fills the Final from them and saves the picks', async () => {
    signIn(true);
    const api = stubApi({
      'GET /api/r/tournaments/1': ok(detail()),
      'POST /api/r/tournaments/1/predict': ok(null, 'Predictions saved successfully!'),
    });
    renderRoute(<TournamentDetailPage />, { route: '/tournaments/1', path: '/tournaments/:id' });
    expect(await screen.findByRole('heading', { name: 'Friday Bracket', level: 1 })).toBeTruthy();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Predict' }));
    const final = () => screen.getByRole('region', { name: 'Final' });
    expect(within(final()).getAllByRole('button', { name: 'TBD' })).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: '#2 Sugar' }));
    await u.click(screen.getByRole('button', { name: '#3 Wanted' }));
    expect(within(final()).getByRole('button', { name: '#2 Sugar' })).toBeTruthy();
    await u.click(within(final()).getByRole('button', { name: '#3 Wanted' }));
    await u.click(screen.getByRole('button', { name: 'Save Predictions' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      predictions: [
        { match_id: 11, winner_name: 'Sugar', winner_seed: 2 },
        { match_id: 12, winner_name: 'Wanted', winner_seed: 3 },
        { match_id: 13, winner_name: 'Wanted', winner_seed: 3 },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Predictions saved successfully!'));
  });

  it('asks a visitor to log in, shows closed predictions, and the empty Predictions tab', async () => {
    signIn(false);
    stubApi({
      'GET /api/r/tournaments/1': ok(detail()),
      'GET /api/r/tournaments/2': ok(detail({ id: 2, predictions_active: false })),
    });
    const u = userEvent.setup();
    const first = renderRoute(<TournamentDetailPage />, {
      route: '/tournaments/1',
      path: '/tournaments/:id',
    });
    await u.click(await screen.findByRole('tab', { name: 'Predict' }));
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByRole('heading', { name: 'No Predictions Yet' })).toBeTruthy();
    first.unmount();
    signIn(true);
    renderRoute(<TournamentDetailPage />, { route: '/tournaments/2', path: '/tournaments/:id' });
    await u.click(await screen.findByRole('tab', { name: 'Predict' }));
    expect(screen.getByRole('heading', { name: 'Predictions Closed' })).toBeTruthy();
  });

  it('shows a member’s picks, each marked Correct, Incorrect or Pending, and gives the focus back', async () => {
    signIn(false);
    const entry = {
      user: {
        id: 7,
        username: 'alice',
        kick_username: null,
        avatar: null,
        avatar_url: '/avatars/default-1.svg',
      },
      correct: 1,
      total: 2,
      accuracy: 50,
      saved_at: '2026-11-20T12:00:00.000Z',
      prediction: {
        matches: [
          { tournament_match_id: 11, predicted_winner_name: 'Gates', predicted_winner_seed: 1 },
          { tournament_match_id: 12, predicted_winner_name: 'Wanted', predicted_winner_seed: 3 },
          { tournament_match_id: 13, predicted_winner_name: 'Gates', predicted_winner_seed: 1 },
        ],
      },
    };
    const base = detail();
    const decided = base.tournament.matches.map((m) =>
      m.id === 11
        ? { ...m, winner_name: 'Gates', winner_slot: 1 }
        : m.id === 12
          ? { ...m, winner_name: 'Dog House', winner_slot: 2 }
          : m,
    );
    stubApi({
      'GET /api/r/tournaments/1': ok({
        ...base,
        tournament: { ...base.tournament, matches: decided },
        top_predictions: [entry],
        all_predictions: [entry],
      }),
    });
    const u = userEvent.setup();
    renderRoute(<TournamentDetailPage />, { route: '/tournaments/1', path: '/tournaments/:id' });
    await u.click(await screen.findByRole('tab', { name: 'Predictions' }));
    const all = screen.getByRole('heading', { name: 'All Predictions' }).closest('section')!;
    const row = within(all as HTMLElement).getByRole('button', { name: /alice/ });
    await u.click(row);
    // The dialog's code loads on use.
    const dialog = await screen.findByRole('dialog', { name: "alice's picks" });
    const verdicts = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(verdicts).toEqual([
      'Match 1: Gates #1Correct',
      'Match 2: Wanted #3Incorrect — Dog House #4 won',
      'Match 1: Gates #1Pending',
    ]);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('shows Tournament Not Found for a missing one', async () => {
    signIn(false);
    stubApi({ 'GET /api/r/tournaments/9': fail(404, 'Tournament Not Found', null, 'tournaments.not_found') });
    renderRoute(<TournamentDetailPage />, { route: '/tournaments/9', path: '/tournaments/:id' });
    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeTruthy();
  });
});
