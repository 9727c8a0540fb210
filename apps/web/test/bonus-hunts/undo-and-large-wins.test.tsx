import type { HuntAdminDetail, HuntGame } from '@podium/shared/bonus-hunts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntAdminDetailPage } from '@/features/bonus-hunts/admin/BonusHuntAdminDetailPage.tsx';
import { BonusHuntsAdminPage } from '@/features/bonus-hunts/admin/BonusHuntsAdminPage.tsx';
import { descriptionOf } from '../helpers/admin.tsx';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 047: undo of a removed game and of closed predictions, the large-win confirmation, and
// numbers read as people type them in the admin's hunt forms.
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const game = (id: number, slot_name: string, slot_win: number | null = null, slot_bet = 1): HuntGame => ({
  id,
  position: id,
  slot_name,
  slot_image: null,
  provider: { name: 'Hacksaw' },
  slot_bet,
  slot_win,
  multiplier: slot_win === null ? null : slot_win / slot_bet,
  pending_win: false,
});

const detail = (games: HuntGame[], predictions_active = true): HuntAdminDetail => ({
  hunt: {
    id: 3,
    title: 'Admin Hunt',
    start_balance: 100,
    predictions_active,
    status: 'active',
    prize_points: 10,
    prize_xp: 1,
    large_win_multiplier: 1000,
    created_at: '2026-11-23T10:00:00.000Z',
    finished_at: null,
  },
  statistics: { winnings: 0, break_even_multiplier: 0, average_multiplier: 0, highest_multiplier: 0 },
  games,
  user_prediction: null,
  predictions_count: 0,
  winners: [],
});

const renderDetail = () =>
  renderRoute(<BonusHuntAdminDetailPage />, {
    route: '/admin-new/bonus-hunts/3',
    path: '/admin-new/bonus-hunts/:id',
  });

/** The toast's Undo (sonner's action) of the last success toast with this message. */
function undoOf(message: string): () => void {
  const call = vi.mocked(toast.success).mock.calls.find(([text]) => text === message);
  expect(call, `a toast "${message}"`).toBeTruthy();
  const options = call![1] as { action: { label: string; onClick: () => void }; duration: number };
  expect(options.action.label).toBe('Undo');
  expect(options.duration).toBe(30_000);
  return options.action.onClick;
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('removing a game', () => {
  it('asks first for a game with a win (naming it and the win); Undo in the toast restores it', async () => {
    const games = [game(1, 'Alpha'), game(2, 'Wanted', 36.2), game(3, 'Gamma')];
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games)),
      'DELETE /api/admin/bonus-hunts/3/games/2': ok(detail([games[0]!, games[2]!]), 'Game removed'),
      'POST /api/admin/bonus-hunts/3/games/2/restore': ok(detail(games), 'Game restored'),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Wanted' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Wanted?' });
    expect(dialog.textContent).toContain('Wanted has a recorded win of $36.20.');
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/admin/bonus-hunts/3/games/2' });
    await waitFor(() => expect(screen.queryByLabelText('Win for Wanted (#2)')).toBeNull());
    // Focus goes on to the next game's win, so the keyboard flow carries on.
    expect(document.activeElement).toBe(screen.getByLabelText('Win for Gamma (#3)'));

    undoOf('Wanted removed')();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Game restored'));
    expect(api.writes()[1]).toMatchObject({
      method: 'POST',
      path: '/api/admin/bonus-hunts/3/games/2/restore',
    });
    expect(((await screen.findByLabelText('Win for Wanted (#2)')) as HTMLInputElement).value).toBe('36.2');
  });

  it('removes a game without a win at once; a late Undo shows the refusal', async () => {
    const games = [game(1, 'Alpha'), game(2, 'Beta')];
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games)),
      'DELETE /api/admin/bonus-hunts/3/games/1': ok(detail([games[1]!]), 'Game removed'),
      'POST /api/admin/bonus-hunts/3/games/1/restore': fail(
        409,
        'Too late to undo: the game was removed more than 30 seconds ago. Add it again instead.',
        null,
        'bonus_hunts.restore_expired',
      ),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Alpha' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.writes()[0]).toMatchObject({ method: 'DELETE' }));
    undoOf('Alpha removed')();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Too late to undo: the game was removed more than 30 seconds ago. Add it again instead.',
      ),
    );
  });
});

describe('closing predictions by mistake', () => {
  it('offers Undo in the toast, which reopens them', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail([game(1, 'Alpha')])),
      'PUT /api/admin/bonus-hunts/3': (body) =>
        ok(detail([game(1, 'Alpha')], (body as { predictions_active: boolean }).predictions_active)),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Close predictions' }));
    await screen.findByRole('button', { name: 'Open predictions' });
    expect(api.writes()[0]!.body).toEqual({ predictions_active: false });
    undoOf('Predictions closed')();
    await screen.findByRole('button', { name: 'Close predictions' });
    expect(api.writes()[1]!.body).toEqual({ predictions_active: true });
    expect(toast.success).toHaveBeenCalledWith('Predictions reopened', { id: 'hunt-predictions' });
  });
});

describe('a win above the hunt’s multiple', () => {
  it('asks "12,500.00 on a $5.00 bet is 2,500×. Record it?" and resends confirmed', async () => {
    const games = [game(1, 'Sweet Bonanza', null, 5), game(2, 'Beta')];
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail(games)),
      'POST /api/admin/bonus-hunts/3/games/1/win': (body) =>
        (body as { confirm_large_win?: boolean }).confirm_large_win
          ? ok(detail([game(1, 'Sweet Bonanza', 12_500, 5), games[1]!]), 'Win recorded')
          : fail(
              409,
              'That win is more than 1,000× the bet: confirm to record it.',
              null,
              'bonus_hunts.large_win',
            ),
    });
    renderDetail();
    await userEvent.type(await screen.findByLabelText('Win for Sweet Bonanza (#1)'), '12,500{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record a large win?' });
    expect(dialog.textContent).toContain('12,500.00 on a $5.00 bet is 2,500×. Record it?');
    expect(api.writes()[0]!.body).toEqual({ slot_win: 12_500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[1]!.body).toEqual({ slot_win: 12_500, confirm_large_win: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('cancelled, sends nothing more and gives the win field its focus back', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail([game(1, 'Alpha', null, 5), game(2, 'Beta')])),
      'POST /api/admin/bonus-hunts/3/games/1/win': fail(409, 'Too big', null, 'bonus_hunts.large_win'),
    });
    renderDetail();
    const alpha = await screen.findByLabelText('Win for Alpha (#1)');
    await userEvent.type(alpha, '99999{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record a large win?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Win for Alpha (#1)')));
    expect(api.writes()).toHaveLength(1);
  });
});

describe('numbers as people type them (admin)', () => {
  it('reads a win "1,250.50"; refuses "1e3", "abc" and nothing with the words under the field', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail([game(1, 'Alpha'), game(2, 'Beta')])),
      'POST /api/admin/bonus-hunts/3/games/1/win': ok(detail([game(1, 'Alpha', 1250.5), game(2, 'Beta')])),
    });
    renderDetail();
    const alpha = await screen.findByLabelText('Win for Alpha (#1)');
    for (const [typed, words] of [
      ['1e3', 'Enter a number, like 1,250.50'],
      ['abc', 'Enter a number, like 1,250.50'],
      ['1.234', 'Use steps of 0.01'],
    ] as const) {
      await userEvent.clear(alpha);
      await userEvent.type(alpha, `${typed}{Enter}`);
      expect(descriptionOf(alpha)).toBe(words);
      expect(alpha.getAttribute('aria-invalid')).toBe('true');
    }
    await userEvent.clear(alpha);
    await userEvent.type(alpha, '{Enter}');
    expect(descriptionOf(alpha)).toBe('Enter a number');
    expect(api.writes()).toHaveLength(0);
    await userEvent.type(alpha, '1,250.50{Enter}');
    await waitFor(() => expect(api.writes()[0]!.body).toEqual({ slot_win: 1250.5 }));
  });

  it('reads a bet "1,250.50" when adding a game; "1e3" and an emptied bet are refused under the field', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts/3': ok(detail([])),
      'POST /api/admin/bonus-hunts/3/games': ok(detail([game(1, 'Alpha', null, 1250.5)]), 'Game added'),
    });
    renderDetail();
    await userEvent.type(await screen.findByLabelText('Slot name'), 'Alpha');
    await userEvent.type(screen.getByLabelText('Provider'), 'Hacksaw');
    const bet = screen.getByLabelText('Bet ($)');
    await userEvent.type(bet, '1e3');
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    await waitFor(() => expect(descriptionOf(bet)).toBe('Enter a number, like 1,250.50'));
    await userEvent.clear(bet);
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    await waitFor(() => expect(descriptionOf(bet)).toBe('Enter a number'));
    expect(api.writes()).toHaveLength(0);
    await userEvent.type(bet, '1,250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    await waitFor(() =>
      expect(api.writes()[0]!.body).toEqual({
        slot_name: 'Alpha',
        provider: 'Hacksaw',
        slot_bet: 1250.5,
        slot_image: null,
      }),
    );
  });

  it('the hunt form: start balance "1,250.50", whole prizes, the large-win multiple; bad ones under their fields', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts': ok([]),
      'POST /api/admin/bonus-hunts': ok(detail([]), 'Bonus hunt created'),
    });
    renderRoute(<BonusHuntsAdminPage />, { route: '/admin-new/bonus-hunts' });
    await userEvent.click(await screen.findByRole('button', { name: /Add hunt|New hunt|Create/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Friday');
    const start = within(dialog).getByLabelText('Start balance ($)');
    const points = within(dialog).getByLabelText('Prize points per winner');
    const multiple = within(dialog).getByLabelText('Confirm wins above (× the bet)');
    expect((multiple as HTMLInputElement).value).toBe('10000');
    await userEvent.type(start, '1e3');
    await userEvent.clear(points);
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create hunt' }));
    await waitFor(() => expect(descriptionOf(start)).toBe('Enter a number, like 1,250.50'));
    expect(descriptionOf(points)).toBe('Enter a number');
    expect(descriptionOf(multiple)).toContain('Enter a whole number, like 1,250');
    expect(api.writes()).toHaveLength(0);

    await userEvent.clear(start);
    await userEvent.type(start, '1,250.50');
    await userEvent.type(points, '1,000');
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '5,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create hunt' }));
    await waitFor(() =>
      expect(api.writes()[0]!.body).toEqual({
        title: 'Friday',
        start_balance: 1250.5,
        prize_points: 1000,
        prize_xp: 250,
        large_win_multiplier: 5000,
        predictions_active: true,
      }),
    );
  });
});
