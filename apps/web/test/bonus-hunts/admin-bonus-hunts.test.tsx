import type { HuntAdminDetail, HuntGame } from '@podium/shared/bonus-hunts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntAdminDetailPage } from '@/features/bonus-hunts/admin/BonusHuntAdminDetailPage.tsx';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const game = (id: number, slot_name: string, slot_win: number | null = null): HuntGame => ({
  id,
  position: id,
  slot_name,
  slot_image: null,
  provider: { name: 'Hacksaw' },
  slot_bet: 1,
  slot_win,
  multiplier: slot_win,
  pending_win: false,
});

const detail = (games: HuntGame[], status: 'active' | 'finished' = 'active'): HuntAdminDetail => ({
  hunt: {
    id: 3,
    title: 'Admin Hunt',
    start_balance: 100,
    predictions_active: false,
    status,
    prize_points: 10,
    prize_xp: 1,
    created_at: '2026-11-23T10:00:00.000Z',
    finished_at: status === 'finished' ? '2026-11-23T12:00:00.000Z' : null,
  },
  statistics: { winnings: 0, break_even_multiplier: 0, average_multiplier: 0, highest_multiplier: 0 },
  games,
  user_prediction: null,
  predictions_count: 0,
  winners: [],
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('admin bonus hunt', () => {
  it('records a win with Enter and moves focus to the next game; reorders with the keyboard', async () => {
    const games = [game(1, 'Alpha'), game(2, 'Beta'), game(3, 'Gamma')];
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games)),
      'POST /api/admin/bonus-hunts/3/games/1/win': ok(
        detail([game(1, 'Alpha', 12.5), games[1]!, games[2]!]),
        'Win recorded',
      ),
      'PUT /api/admin/bonus-hunts/3/order': ok(detail([games[1]!, games[0]!, games[2]!]), 'Games reordered'),
    });
    renderRoute(<BonusHuntAdminDetailPage />, {
      route: '/admin-new/bonus-hunts/3',
      path: '/admin-new/bonus-hunts/:id',
    });
    const alpha = await screen.findByLabelText('Win for Alpha (#1)');
    await userEvent.type(alpha, '12.5{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Win for Beta (#2)')));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/admin/bonus-hunts/3/games/1/win',
      body: { slot_win: 12.5 },
    });
    expect(toast.success).toHaveBeenCalledWith('Alpha: Win recorded', { id: 'hunt-win' });

    await userEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    await waitFor(() => expect(api.writes()[1]).toMatchObject({ body: { game_ids: [2, 1, 3] } }));
  });

  it('after the finish a changed win needs a reason and is sent with it', async () => {
    const games = [game(1, 'Alpha', 5)];
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games, 'finished')),
      'POST /api/admin/bonus-hunts/3/games/1/win': ok(
        detail([game(1, 'Alpha', 7)], 'finished'),
        'Result corrected',
      ),
    });
    renderRoute(<BonusHuntAdminDetailPage />, {
      route: '/admin-new/bonus-hunts/3',
      path: '/admin-new/bonus-hunts/:id',
    });
    const alpha = await screen.findByLabelText('Win for Alpha (#1)');
    expect(screen.queryByRole('button', { name: 'Finish hunt' })).toBeNull();
    await userEvent.clear(alpha);
    await userEvent.type(alpha, '7{Enter}');
    expect(toast.error).toHaveBeenCalledWith('Give a reason for the correction');
    expect(api.writes()).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Correction reason (required to change a win)'), 'Misread');
    await userEvent.type(alpha, '{Enter}');
    await waitFor(() => expect(api.writes()[0]).toMatchObject({ body: { slot_win: 7, reason: 'Misread' } }));
  });
});
