import { leaderboardErrorCodes } from '@podium/shared/leaderboard/errors';
import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardsAdminPage } from '@/features/leaderboard/admin/LeaderboardsAdminPage.tsx';
import { utcInputToIso } from '@/lib/datetime.ts';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const HOUR = 3_600_000;
const roobet: AdminPlatform = {
  id: 1,
  slug: 'roobet',
  name: 'Roobet',
  timeframe: 'monthly',
  currency_symbol: '$',
  prizes: [1000, 500, 250.5],
  is_paused: false,
  pause_message: '',
  sort_order: 0,
  provider: 'roobet',
  image: null,
  casino_slot: 1,
  current_period: {
    id: 10,
    starts_at: new Date(Date.now() - 240 * HOUR).toISOString(),
    ends_at: new Date(Date.now() + 50 * HOUR).toISOString(),
    players: 40,
  },
};
const gamdom: AdminPlatform = {
  ...roobet,
  id: 2,
  slug: 'gamdom',
  name: 'Gamdom',
  timeframe: 'weekly',
  prizes: [],
  is_paused: true,
  pause_message: 'Back on Monday',
  current_period: {
    id: 11,
    starts_at: roobet.current_period!.starts_at,
    ends_at: new Date(Date.now() - HOUR).toISOString(),
    players: 0,
  },
};

const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Leaderboards admin', () => {
  it('lists each board with its timeframe, state, current period, players and prize total', async () => {
    stubApi({ 'GET /api/admin/leaderboards': ok([roobet, gamdom]) });
    renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    const first = rowOf('Roobet').textContent;
    expect(first).toContain('roobet');
    expect(first).toContain('Monthly');
    expect(first).toContain('Live');
    expect(first).toMatch(/Ends in 2d [12]h/);
    expect(first).toContain('40');
    expect(first).toContain('$1,750.50');
    const second = rowOf('Gamdom').textContent;
    expect(second).toContain('Paused');
    expect(second).toContain('Back on Monday');
    expect(second).toContain('Ended');
    expect(second).toContain('No prizes');
  });

  it('labels a demo board Demo, never Live, and says its players are invented', async () => {
    const demo: AdminPlatform = { ...roobet, id: 3, name: 'Shuffle', slug: 'shuffle', provider: 'demo' };
    stubApi({
      'GET /api/admin/leaderboards': ok([demo, { ...demo, id: 4, name: 'Stake', is_paused: true }]),
    });
    renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Shuffle');
    const row = within(rowOf('Shuffle'));
    expect(row.getByText('Demo', { exact: true })).toBeTruthy();
    expect(row.queryByText('Live', { exact: true })).toBeNull();
    expect(rowOf('Shuffle').textContent).toContain('its players are invented');
    expect(row.getByRole('link', { name: 'Choose its wager feed' }).getAttribute('href')).toBe(
      '/admin-new/wager-feeds',
    );
    const paused = within(rowOf('Stake'));
    expect(paused.getByText('Paused', { exact: true })).toBeTruthy();
    expect(paused.getByText('Demo', { exact: true })).toBeTruthy();
    expect(rowOf('Shuffle').textContent).not.toContain('No wagers yet'); // it has 40 players
  });

  it('tells the admin where a board without players gets its wagers', async () => {
    const empty: AdminPlatform = {
      ...roobet,
      current_period: { ...roobet.current_period!, players: 0 },
    };
    stubApi({ 'GET /api/admin/leaderboards': ok([empty]) });
    renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    const row = within(rowOf('Roobet'));
    expect(row.getByText('No wagers yet — connect a feed or import a CSV')).toBeTruthy();
    expect(row.getByText('Live', { exact: true })).toBeTruthy();
    expect(row.queryByText('Demo', { exact: true })).toBeNull();
    expect(row.getByRole('link', { name: 'Open wager feeds' }).getAttribute('href')).toBe(
      '/admin-new/wager-feeds',
    );
  });

  it('shows an empty state when there are no boards', async () => {
    stubApi({ 'GET /api/admin/leaderboards': ok([]) });
    renderAdmin(<LeaderboardsAdminPage />);
    expect(await screen.findByText('No leaderboards yet')).toBeTruthy();
  });

  it('pauses a board with a message and shows the list the server answers with', async () => {
    const api = stubApi({
      'GET /api/admin/leaderboards': ok([roobet, gamdom]),
      'PUT /api/admin/leaderboards/1': (body) =>
        ok([{ ...roobet, ...(body as object) }, gamdom], 'Leaderboard saved'),
      'GET /api/r/leaderboard': ok({ platforms: [], selected_platform: null, all_leaderboards: {} }),
    });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Edit Roobet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Roobet' }));
    expect((dialog.getByLabelText('Rank 3') as HTMLInputElement).value).toBe('250.50');

    await user.click(dialog.getByRole('switch', { name: 'Paused' }));
    expect(dialog.getByRole('switch', { name: 'Paused' }).getAttribute('aria-checked')).toBe('true');
    await user.type(dialog.getByLabelText('Pause message'), 'Maintenance tonight');
    await user.click(dialog.getByRole('button', { name: 'Save leaderboard' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leaderboard saved'));
    expect(api.writes()[0]?.body).toEqual({
      slug: 'roobet',
      name: 'Roobet',
      timeframe: 'monthly',
      currency_symbol: '$',
      prizes: [1000, 500, 250.5],
      is_paused: true,
      pause_message: 'Maintenance tonight',
      image: null,
      casino_slot: 1,
    });
    await waitFor(() => expect(rowOf('Roobet').textContent).toContain('Maintenance tonight'));
  });

  it('edits prizes by rank and flags a row that is not an amount', async () => {
    const api = stubApi({ 'GET /api/admin/leaderboards': ok([roobet]) });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Add leaderboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add leaderboard' }));
    await user.type(dialog.getByLabelText('Name'), 'Stake');
    await user.type(dialog.getByLabelText('Slug'), 'stake');
    await user.type(dialog.getByLabelText('Rank 1'), '100');
    await user.type(dialog.getByLabelText('Rank 2'), 'lots');
    await user.click(dialog.getByRole('button', { name: 'Add prize' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Rank 4'));
    await user.click(dialog.getByRole('button', { name: 'Remove Rank 4' }));
    expect(dialog.queryByLabelText('Rank 4')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Create leaderboard' }));

    expect(descriptionOf(dialog.getByLabelText('Rank 2'))).toContain('Enter an amount such as 100 or 12.50');
    expect(descriptionOf(dialog.getByLabelText('Rank 3'))).toContain('Enter an amount such as 100 or 12.50');
    expect(api.writes()).toEqual([]);
  });

  it('moves focus to Name, the first invalid field in the form, when it is sent empty', async () => {
    const api = stubApi({ 'GET /api/admin/leaderboards': ok([roobet]) });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Add leaderboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add leaderboard' }));
    await user.click(dialog.getByRole('button', { name: 'Create leaderboard' }));

    expect(descriptionOf(dialog.getByLabelText('Slug'))).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Name')));
    expect(api.writes()).toEqual([]);
  });

  it('shows a taken slug (409) under the slug field', async () => {
    stubApi({
      'GET /api/admin/leaderboards': ok([roobet]),
      'POST /api/admin/leaderboards': fail(
        409,
        'Another leaderboard already uses this slug.',
        null,
        leaderboardErrorCodes.slugTaken,
      ),
    });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Add leaderboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add leaderboard' }));
    await user.type(dialog.getByLabelText('Name'), 'Roobet again');
    await user.type(dialog.getByLabelText('Slug'), 'Roobet');
    for (const rank of ['Rank 3', 'Rank 2', 'Rank 1']) {
      await user.click(dialog.getByRole('button', { name: `Remove ${rank}` }));
    }
    await user.click(dialog.getByRole('button', { name: 'Create leaderboard' }));

    await waitFor(() =>
      expect(descriptionOf(dialog.getByLabelText('Slug'))).toContain(
        'Another leaderboard already uses this slug.',
      ),
    );
    expect(toast.error).toHaveBeenCalledWith('Another leaderboard already uses this slug.');
  });

  it('sets the period end from a date and time in UTC, sent as ISO', async () => {
    const api = stubApi({
      'GET /api/admin/leaderboards': ok([roobet]),
      'POST /api/admin/leaderboards/1/period-end': ok([roobet], 'Period end saved'),
      'GET /api/r/leaderboard': ok({ platforms: [], selected_platform: null, all_leaderboards: {} }),
    });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Set period end for Roobet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set period end: Roobet' }));
    const end = dialog.getByLabelText('New end') as HTMLInputElement;
    expect(end.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.change(end, { target: { value: '2031-01-31T18:30' } });
    await user.click(dialog.getByRole('button', { name: 'Save period end' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Period end saved'));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/admin/leaderboards/1/period-end',
      body: { ends_at: utcInputToIso('2031-01-31T18:30') },
    });
  });

  it('ends the period at this very moment with End period now', async () => {
    const api = stubApi({
      'GET /api/admin/leaderboards': ok([roobet]),
      'POST /api/admin/leaderboards/1/period-end': ok([roobet], 'Period end saved'),
      'GET /api/r/leaderboard': ok({ platforms: [], selected_platform: null, all_leaderboards: {} }),
    });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Set period end for Roobet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set period end: Roobet' }));
    const before = Date.now();
    await user.click(dialog.getByRole('button', { name: 'End period now' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Period end saved'));
    const [call] = api.writes();
    const sent = Date.parse((call?.body as { ends_at: string } | undefined)?.ends_at ?? '');
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it('starts a new period now when no start is given', async () => {
    const api = stubApi({
      'GET /api/admin/leaderboards': ok([roobet]),
      'POST /api/admin/leaderboards/1/periods': ok([roobet], 'New period started'),
      'GET /api/r/leaderboard': ok({ platforms: [], selected_platform: null, all_leaderboards: {} }),
    });
    const { user } = renderAdmin(<LeaderboardsAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Start new period for Roobet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start new period: Roobet' }));
    await user.click(dialog.getByRole('button', { name: 'Start period' }));
    expect(descriptionOf(dialog.getByLabelText('End'))).toContain('Enter a date and time');

    fireEvent.change(dialog.getByLabelText('End'), { target: { value: '2031-02-28T23:59' } });
    await user.click(dialog.getByRole('button', { name: 'Start period' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('New period started'));
    expect(api.writes()[0]?.body).toEqual({ ends_at: utcInputToIso('2031-02-28T23:59') });
  });
});
