import type { HistoryEntry } from '@podium/shared/history/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyPageKey } from '@/features/history/api/keys.ts';
import { HistoryPage } from '@/features/history/HistoryPage.tsx';
import { settings } from '../helpers/factories.ts';
import { renderRoute, stubApi } from '../helpers/members.tsx';

const winner = (place: number, name: string, extra: Partial<HistoryEntry['winners'][number]> = {}) => ({
  place,
  name,
  username: name.includes('*') ? null : name,
  prize: null,
  label: null,
  wagered: null,
  paid: null,
  ...extra,
});

const raffle: HistoryEntry = {
  kind: 'raffle',
  id: 7,
  title: 'Hoodie Giveaway',
  ended_at: '2026-11-24T20:00:00.000Z',
  href: '/raffles/7#verify',
  champion: null,
  period: null,
  winners: [
    winner(1, 'lucky_lena', { prize: 'Community hoodie' }),
    winner(2, 'ba****n', { prize: 'Community hoodie' }),
  ],
  more_winners: 0,
};
const period: HistoryEntry = {
  kind: 'leaderboard',
  id: 3,
  title: 'Roobet October 2026',
  ended_at: '2026-11-01T00:00:00.000Z',
  href: '/leaderboard/history/3',
  champion: null,
  period: {
    platform_name: 'Roobet',
    platform_slug: 'roobet',
    currency_symbol: '$',
    starts_at: '2026-10-01T00:00:00.000Z',
    ends_at: '2026-11-01T00:00:00.000Z',
  },
  winners: [
    winner(1, 'Ja***y', { wagered: 9000, prize: '$5,000.00', paid: true }),
    winner(2, 'Mo***o', { wagered: 8000, prize: '$2,500.00', paid: false }),
  ],
  more_winners: 8,
};

function open(
  route: string,
  data: HistoryEntry[],
  pagination = { page: 1, per_page: 20, total: 2, total_pages: 1 },
) {
  const [, query] = route.split('?');
  const search = new URLSearchParams(query);
  const tab = (search.get('kind') ?? 'all') as 'all';
  const page = Number(search.get('page') ?? 1);
  return renderRoute(<HistoryPage />, {
    route,
    path: '/leaderboard/history',
    seed: (client) => {
      client.setQueryData(['settings'], settings());
      client.setQueryData(historyPageKey(tab, page), { data, pagination });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the past winners page', () => {
  it('shows each contest with its winners, a masked winner without a profile link, and its verify link', () => {
    stubApi({});
    open('/leaderboard/history', [raffle, period]);
    const card = screen.getByRole('article', { name: 'Hoodie Giveaway' });
    const winners = within(card).getByRole('list', { name: 'Winners of Hoodie Giveaway' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1stlucky_lenaCommunity hoodie', '2ndba****nCommunity hoodie']);
    expect(within(winners).getByRole('link', { name: 'lucky_lena' }).getAttribute('href')).toBe(
      '/profile/lucky_lena',
    );
    expect(within(winners).queryByRole('link', { name: 'ba****n' })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Verify the draw: Hoodie Giveaway' }).getAttribute('href'),
    ).toBe('/raffles/7#verify');

    const board = screen.getByRole('article', { name: 'Roobet October 2026' });
    expect(within(board).getByText('Paid')).toBeTruthy();
    expect(within(board).getByText('Pending')).toBeTruthy();
    expect(within(board).getByText('and 8 more winners')).toBeTruthy();
    expect(within(board).getByRole('link', { name: 'Full standings: Roobet October 2026' })).toBeTruthy();
  });

  it('marks the current tab, and pages with links that keep the tab', () => {
    stubApi({});
    open('/leaderboard/history?kind=raffles&page=2', [raffle], {
      page: 2,
      per_page: 20,
      total: 45,
      total_pages: 3,
    });
    const tabs = screen.getByRole('navigation', { name: 'Contest kinds' });
    expect(within(tabs).getByRole('link', { name: 'Raffles' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/leaderboard/history');
    expect(within(tabs).getByRole('link', { name: 'Bonus hunts' }).getAttribute('href')).toBe(
      '/leaderboard/history?kind=bonus-hunts',
    );
    const pages = screen.getByRole('navigation', { name: 'Past contest pages' });
    expect(pages.textContent).toContain('Page 2 of 3 · 45 contests');
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/leaderboard/history?kind=raffles',
    );
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/leaderboard/history?kind=raffles&page=3',
    );
  });

  it('says so when nothing has ended yet', () => {
    stubApi({});
    open('/leaderboard/history?kind=tournaments', [], { page: 1, per_page: 20, total: 0, total_pages: 1 });
    expect(screen.getByRole('heading', { name: 'No past contests yet' })).toBeTruthy();
  });
});
