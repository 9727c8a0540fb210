import type { TournamentCard, TournamentDetail } from '@podium/shared/tournaments/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TournamentAdminDetailPage } from '@/features/tournaments/admin/TournamentAdminDetailPage.tsx';
import { TournamentsAdminPage } from '@/features/tournaments/admin/TournamentsAdminPage.tsx';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const card: TournamentCard = {
  id: 5,
  name: 'Admin Bracket',
  size: 4,
  is_active: true,
  predictions_active: false,
  matches_count: 3,
  predictions_count: 0,
  progress: 0,
  winner_name: null,
  created_at: '2026-11-20T12:00:00.000Z',
};
const slot = {
  slot1_multiplier: null,
  slot2_multiplier: null,
  slot1_user: null,
  slot2_user: null,
  winner_name: null,
  winner_slot: null,
};
const detail: TournamentDetail = {
  tournament: {
    ...card,
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 100,
    perfect_bonus_xp: 50,
    matches: [
      {
        id: 51,
        round: 1,
        match_number: 1,
        slot1_name: 'Gates',
        slot2_name: 'Sugar',
        ...slot,
        slot1_seed: 1,
        slot2_seed: 2,
      },
      {
        id: 52,
        round: 1,
        match_number: 2,
        slot1_name: 'Wanted',
        slot2_name: 'Zeus',
        ...slot,
        slot1_seed: 3,
        slot2_seed: 4,
      },
      {
        id: 53,
        round: 2,
        match_number: 1,
        slot1_name: null,
        slot2_name: null,
        ...slot,
        slot1_seed: null,
        slot2_seed: null,
      },
    ],
  },
  user_prediction: null,
  friend_predictions: [],
  top_predictions: [],
  all_predictions: [],
};

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('admin tournaments', () => {
  it('opens predictions from the list', async () => {
    const api = stubApi({
      'GET /api/r/tournaments': {
        body: {
          success: true,
          data: [card],
          message: null,
          errors: null,
          pagination: { page: 1, per_page: 12, total: 1, total_pages: 1 },
        },
      },
      'PUT /api/admin/tournaments/5': ok(detail.tournament, 'Tournament updated'),
    });
    renderRoute(<TournamentsAdminPage />, { route: '/admin-new/tournaments' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open predictions' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PUT', path: '/api/admin/tournaments/5', body: { predictions_active: true } },
      ]),
    );
  });

  it('records a match result with its multipliers', async () => {
    const api = stubApi({
      'GET /api/r/tournaments/5': ok(detail),
      'POST /api/admin/tournaments/5/matches/51/result': ok(detail.tournament, 'Result recorded'),
    });
    renderRoute(<TournamentAdminDetailPage />, {
      route: '/admin-new/tournaments/5',
      path: '/admin-new/tournaments/:id',
    });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Gates #1 multiplier'), '12.5');
    await u.type(screen.getByLabelText('Sugar #2 multiplier'), '3');
    await u.click(screen.getAllByRole('button', { name: 'Record result' })[0]!);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ slot1_multiplier: 12.5, slot2_multiplier: 3 });
  });
});
