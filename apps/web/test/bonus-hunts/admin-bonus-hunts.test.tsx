import type { HuntAdminDetail, HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntAdminDetailPage } from '@/features/bonus-hunts/admin/BonusHuntAdminDetailPage.tsx';
import { descriptionOf } from '../helpers/admin.tsx';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

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
    large_win_multiplier: 10_000,
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
    // Saved is said beside the row (decision 047): no toast over the win inputs.
    const alphaRow = screen.getByLabelText('Win for Alpha (#1)').closest('li')!;
    await waitFor(() => expect(within(alphaRow).getByRole('status').textContent).toBe('Saved'));
    expect(toast.success).not.toHaveBeenCalled();

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

describe('editing a running hunt', () => {
  const fieldValue = (field: HTMLElement) => (field as HTMLInputElement).value;
  const renderDetail = () =>
    renderRoute(<BonusHuntAdminDetailPage />, {
      route: '/admin-new/bonus-hunts/3',
      path: '/admin-new/bonus-hunts/:id',
    });

  it("edits the hunt's details in a prefilled dialog; a refused field shows its error under it", async () => {
    const games = [game(1, 'Alpha')];
    const renamed = detail(games);
    renamed.hunt = { ...renamed.hunt, title: 'Renamed Hunt', prize_points: 25 };
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games)),
      'PUT /api/admin/bonus-hunts/3': (body) =>
        (body as { title: string }).title === ''
          ? fail(400, 'Title is required', { title: ['Title is required'] })
          : ok(renamed, 'Bonus hunt updated'),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit hunt details' });
    const title = within(dialog).getByLabelText('Title');
    expect(fieldValue(title)).toBe('Admin Hunt');
    expect(fieldValue(within(dialog).getByLabelText('Start balance ($)'))).toBe('100');
    expect(fieldValue(within(dialog).getByLabelText('Prize points per winner'))).toBe('10');
    expect(fieldValue(within(dialog).getByLabelText('Prize XP per winner'))).toBe('1');

    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // Checked with the shared schema before sending (decision 035), under the field.
    await waitFor(() => expect(descriptionOf(title)).toBe('Title is required'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toHaveLength(0);

    await userEvent.type(title, 'Renamed Hunt');
    const points = within(dialog).getByLabelText('Prize points per winner');
    await userEvent.clear(points);
    await userEvent.type(points, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/bonus-hunts/3',
      body: {
        title: 'Renamed Hunt',
        start_balance: 100,
        prize_points: 25,
        prize_xp: 1,
        large_win_multiplier: 10_000,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Bonus hunt updated');
    expect(screen.getByRole('heading', { name: 'Renamed Hunt', level: 2 })).toBeTruthy();
  });

  it("edits a game's details from its row; a refused field shows its error under it", async () => {
    const alpha = { ...game(1, 'Alpha'), slot_image: '/slots/alpha.png' };
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail([alpha, game(2, 'Beta')])),
      'PUT /api/admin/bonus-hunts/3/games/1': (body) =>
        (body as { slot_image: string | null }).slot_image === 'nope'
          ? fail(400, 'Enter a full link or a path starting with /', {
              slot_image: ['Enter a full link or a path starting with /'],
            })
          : ok(detail([{ ...alpha, slot_bet: 2.5, slot_image: null }, game(2, 'Beta')]), 'Game updated'),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Alpha' });
    expect(fieldValue(within(dialog).getByLabelText('Slot name'))).toBe('Alpha');
    expect(fieldValue(within(dialog).getByLabelText('Provider'))).toBe('Hacksaw');
    expect(fieldValue(within(dialog).getByLabelText('Bet ($)'))).toBe('1');
    const image = within(dialog).getByLabelText('Image URL (optional)');
    expect(fieldValue(image)).toBe('/slots/alpha.png');

    const bet = within(dialog).getByLabelText('Bet ($)');
    await userEvent.clear(bet);
    await userEvent.type(bet, '2.5');
    await userEvent.clear(image);
    await userEvent.type(image, 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save game' }));
    await waitFor(() => expect(descriptionOf(image)).toBe('Enter a full link or a path starting with /'));

    await userEvent.clear(image);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The bad link was refused by the shared schema before sending: one write, the good one.
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/bonus-hunts/3/games/1',
      body: { slot_name: 'Alpha', provider: 'Hacksaw', slot_bet: 2.5, slot_image: null },
    });
    expect(toast.success).toHaveBeenCalledWith('Game updated');
    expect(screen.getByRole('list', { name: 'Games' }).textContent).toContain('Hacksaw · bet $2.50');
  });

  it('offers no edit once the hunt has finished (the server refuses it)', async () => {
    stubApi({ 'GET /api/admin/bonus-hunts/3': ok(detail([game(1, 'Alpha', 5)], 'finished')) });
    renderDetail();
    await screen.findByLabelText('Win for Alpha (#1)');
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Alpha' })).toBeNull();
  });
});
