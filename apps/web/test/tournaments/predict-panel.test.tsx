import { tournamentErrors } from '@podium/shared/tournaments/errors';
import type { TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TournamentDetailPage } from '@/features/tournaments/TournamentDetailPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 045: the Predict tab sends the picks that stand on undecided matches (the server keeps the
// rest); a refusal's words show under Save; SPEC §5's message only after an empty save.
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const match = (
  id: number,
  round: number,
  n: number,
  s1: string | null,
  s2: string | null,
  winner: string | null = null,
  seeds: [number | null, number | null] = round === 1 ? [2 * n - 1, 2 * n] : [null, null],
): TournamentMatch => ({
  id,
  round,
  match_number: n,
  slot1_name: s1,
  slot2_name: s2,
  slot1_multiplier: winner ? (winner === s1 ? 12 : 2) : null,
  slot2_multiplier: winner ? (winner === s2 ? 12 : 2) : null,
  slot1_user: null,
  slot2_user: null,
  winner_name: winner,
  winner_slot: winner ? (winner === s1 ? 1 : 2) : null,
  slot1_seed: seeds[0],
  slot2_seed: seeds[1],
});

/** Semi-final 1 decided (Sugar); the member picked Sugar, Wanted and Sugar for the Final. */
const detail = (): TournamentDetail => ({
  tournament: {
    id: 1,
    name: 'Friday Bracket',
    size: 4,
    is_active: true,
    predictions_active: true,
    matches_count: 3,
    predictions_count: 1,
    progress: 33,
    winner_name: null,
    created_at: '2026-11-20T12:00:00.000Z',
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 100,
    perfect_bonus_xp: 50,
    matches: [
      match(11, 1, 1, 'Gates', 'Sugar', 'Sugar'),
      match(12, 1, 2, 'Wanted', 'Dog House'),
      match(13, 2, 1, 'Sugar', null, null, [2, null]),
    ],
  },
  user_prediction: {
    matches: [
      { tournament_match_id: 11, predicted_winner_name: 'Sugar', predicted_winner_seed: 2 },
      { tournament_match_id: 12, predicted_winner_name: 'Wanted', predicted_winner_seed: 3 },
      { tournament_match_id: 13, predicted_winner_name: 'Sugar', predicted_winner_seed: 2 },
    ],
  },
  friend_predictions: [],
  top_predictions: [],
  all_predictions: [],
});

const openPredict = async () => {
  vi.mocked(useAuth).mockReturnValue({ user: currentUser(), isAuthenticated: true, isAdmin: false });
  renderRoute(<TournamentDetailPage />, { route: '/tournaments/1', path: '/tournaments/:id' });
  const u = userEvent.setup();
  await u.click(await screen.findByRole('tab', { name: 'Predict' }));
  return u;
};

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the Predict tab after a result', () => {
  it('sends the undecided picks only (the server keeps the decided one), the Final changed', async () => {
    const api = stubApi({
      'GET /api/r/tournaments/1': ok(detail()),
      'POST /api/r/tournaments/1/predict': ok(null, 'Predictions saved successfully!'),
    });
    const u = await openPredict();
    await u.click(screen.getByRole('button', { name: '#4 Dog House' }));
    await u.click(screen.getAllByRole('button', { name: '#4 Dog House' }).at(-1)!);
    await u.click(screen.getByRole('button', { name: 'Save Predictions' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      predictions: [
        { match_id: 12, winner_name: 'Dog House', winner_seed: 4 },
        { match_id: 13, winner_name: 'Dog House', winner_seed: 4 },
      ],
    });
    expect(screen.queryByText('Please make at least one prediction')).toBeNull();
  });

  it("shows the server's refusal words under Save, and reloads the tournament", async () => {
    const words = tournamentErrors.decidedPick.message;
    const api = stubApi({
      'GET /api/r/tournaments/1': ok(detail()),
      'POST /api/r/tournaments/1/predict': fail(
        409,
        words,
        { 'predictions.0': [words] },
        tournamentErrors.decidedPick.code,
      ),
    });
    const u = await openPredict();
    await u.click(screen.getByRole('button', { name: 'Save Predictions' }));
    const alert = await screen.findByText('That match is decided: its pick can no longer change.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(toast.error).toHaveBeenCalledWith(words);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/r/tournaments/1')).toHaveLength(
        2,
      ),
    );
  });
});

describe("SPEC §5's 'Please make at least one prediction'", () => {
  it('is not a standing hint: it shows after Save with no picks, which sends nothing, and goes with the next pick', async () => {
    const empty = detail();
    empty.tournament.matches = [
      match(11, 1, 1, 'Gates', 'Sugar'),
      match(12, 1, 2, 'Wanted', 'Dog House'),
      match(13, 2, 1, null, null),
    ];
    empty.user_prediction = null;
    const api = stubApi({ 'GET /api/r/tournaments/1': ok(empty) });
    const u = await openPredict();
    expect(screen.queryByText('Please make at least one prediction')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save Predictions' }));
    const alert = await screen.findByText('Please make at least one prediction');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(api.writes()).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: '#1 Gates' }));
    expect(screen.queryByText('Please make at least one prediction')).toBeNull();
  });
});
