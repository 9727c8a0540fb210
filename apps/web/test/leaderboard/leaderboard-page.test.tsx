import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardPage } from '@/features/leaderboard/LeaderboardPage.tsx';
import { board, entries, payload, platform, settings } from '../helpers/factories.ts';
import { stubFetch } from '../helpers/fetch.ts';
import { renderWithProviders } from '../helpers/render.tsx';

const title = () => screen.getByRole('heading', { level: 1 }).textContent?.replace(/\s+/g, ' ').trim();

const renderPage = (leaderboard: unknown) =>
  renderWithProviders(<LeaderboardPage />, {
    route: '/leaderboard',
    data: { leaderboard, settings: settings() },
  });

describe('leaderboard page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('titles the board with platform name, prize sum, timeframe and LEADERBOARD', () => {
    renderPage(payload({ roobet: board(entries(10)) }));
    expect(title()).toBe('Roobet $9,000.00 MONTHLY LEADERBOARD');
  });

  it('shows no tabs for a single platform', () => {
    renderPage(payload({ roobet: board(entries(10)) }));
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('starts on the selected platform and switches with the tabs, also by keyboard', async () => {
    const data = payload(
      {
        roobet: board(entries(10, 'Roo')),
        gamdom: board(entries(10, 'Gam'), { prizes: [100, 50] }),
        shuffle: board(entries(10, 'Shu')),
      },
      [
        platform('roobet'),
        platform('gamdom', { active_leaderboard: { timeframe: 'weekly' } }),
        platform('shuffle', { active_leaderboard: { timeframe: 'biweekly' } }),
      ],
    );
    renderPage({ ...data, selected_platform: { slug: 'gamdom' } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Roobet', 'Gamdom', 'Shuffle']);
    expect(screen.getByRole('tab', { name: 'Gamdom' }).getAttribute('aria-selected')).toBe('true');
    expect(title()).toBe('Gamdom $150.00 WEEKLY LEADERBOARD');

    await userEvent.click(screen.getByRole('tab', { name: 'Roobet' }));
    expect(title()).toBe('Roobet $9,000.00 MONTHLY LEADERBOARD');
    expect(screen.getByText('Roo1')).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shuffle' }).getAttribute('aria-selected')).toBe('true');
    expect(title()).toBe('Shuffle $9,000.00 BIWEEKLY LEADERBOARD');
    expect(screen.getByText('Shu1')).toBeTruthy();
  });

  it('shows the podium with a prize badge only for ranks that have a prize', () => {
    renderPage(payload({ roobet: board(entries(3), { prizes: [100] }) }));
    const podium = screen.getByRole('list', { name: 'Top three' });
    const first = within(podium).getByRole('listitem', { name: 'Rank 1' });
    const second = within(podium).getByRole('listitem', { name: 'Rank 2' });
    expect(within(first).getByText('Player1')).toBeTruthy();
    expect(within(first).getByText('$300.00')).toBeTruthy();
    expect(within(first).getByText('$100.00')).toBeTruthy();
    expect(within(second).queryByText(/Prize/)).toBeNull();
  });

  it("shows 'Leaderboard Paused' and the pause message for a paused platform", () => {
    renderPage(
      payload({ roobet: board(entries(5)) }, [
        platform('roobet', { is_paused: true, pause_message: 'Back after the maintenance.' }),
      ]),
    );
    expect(screen.getByText('Leaderboard Paused')).toBeTruthy();
    expect(screen.getByText('Back after the maintenance.')).toBeTruthy();
  });

  it('shows the empty state when the board has no players at all', () => {
    renderPage(payload({ roobet: board([]) }));
    expect(screen.getByText('No Participants Yet')).toBeTruthy();
    expect(screen.getByText('Be the first to compete in this leaderboard!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'No leaderboard data available' when there are no platforms", () => {
    renderPage(payload({}, []));
    expect(screen.getByText('No leaderboard data available')).toBeTruthy();
  });

  it("shows 'No leaderboard data available' on a failed load and only logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = stubFetch(500, { success: false, data: null, message: 'Database down', errors: null });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard', data: { settings: settings() } });
    expect(await screen.findByText('No leaderboard data available')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/r/leaderboard', expect.anything());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load leaderboard', expect.any(Error)));
    expect(screen.queryByText('Database down')).toBeNull();
  });
});
