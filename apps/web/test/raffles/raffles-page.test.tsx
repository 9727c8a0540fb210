import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RafflesPage } from '@/features/raffles/RafflesPage.tsx';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';
import { endedRaffle, raffle, winner } from './raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const open = () => renderRoute(<RafflesPage />, { route: '/raffles', path: '/raffles' });
const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('raffles page', () => {
  it('shows open and not-started raffles under Active and ended ones under Ended', async () => {
    const HOUR = 3_600_000;
    stubApi({
      'GET /api/r/raffles': ok([
        raffle({ id: 1, title: 'Open Now' }),
        raffle({
          id: 3,
          title: 'Coming Soon',
          start_datetime: new Date(Date.now() + 2 * HOUR).toISOString(),
          is_accepting_entries: false,
          status: 'pending',
        }),
        endedRaffle({ id: 2, title: 'All Done' }),
      ]),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Raffles', level: 1 })).toBeTruthy();
    await screen.findByRole('article', { name: 'Open Now' });
    expect(within(card('Open Now')).getByText('Active')).toBeTruthy();
    expect(within(card('Open Now')).getByText(/^Ends in 1d 23h|^Ends in 2d/)).toBeTruthy();
    expect(within(card('Coming Soon')).getByText('Pending')).toBeTruthy();
    expect(within(card('Coming Soon')).getByText(/^Starts in 1h 59m|^Starts in 2h/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'All Done' })).toBeNull();
    expect(within(card('Open Now')).getByRole('link', { name: 'Open Now' }).getAttribute('href')).toBe(
      '/raffles/1',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ended' }));
    expect(within(card('All Done')).getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Open Now' })).toBeNull();
  });

  it("shows up to 3 winners on a card, then 'and N more'", async () => {
    stubApi({
      'GET /api/r/raffles': ok([
        endedRaffle({
          id: 2,
          title: 'Big Draw',
          number_of_winners: 5,
          winners: ['ana', 'ben', 'cat', 'dan', 'eve'].map((name, i) => winner(i + 10, name, i + 1)),
        }),
        endedRaffle({ id: 4, title: 'Small Draw', winners: [winner(20, 'zed', 1)] }),
        endedRaffle({ id: 5, title: 'Nobody Came', total_entries: 0, winners: [] }),
      ]),
    });
    open();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Ended' }));
    const big = within(card('Big Draw')).getByRole('list', { name: 'Winners of Big Draw' });
    expect(
      within(big)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ana', 'ben', 'cat', 'and 2 more']);
    const small = within(card('Small Draw')).getByRole('list', { name: 'Winners of Small Draw' });
    expect(
      within(small)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['zed']);
    expect(
      within(card('Nobody Came')).getByText('This raffle ended with no entries, so there are no winners.'),
    ).toBeTruthy();
  });

  it("says 'No Active Raffles' and 'No Ended Raffles' when a tab is empty", async () => {
    stubApi({ 'GET /api/r/raffles': ok([]) });
    open();
    expect(await screen.findByRole('heading', { name: 'No Active Raffles' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ended' }));
    expect(screen.getByRole('heading', { name: 'No Ended Raffles' })).toBeTruthy();
  });

  it("toasts 'Failed to load raffles' and offers Try Again", async () => {
    let attempts = 0;
    stubApi({
      'GET /api/r/raffles': () =>
        ++attempts === 1 ? fail(500, null) : ok([raffle({ title: 'Back Again' })]),
    });
    open();
    await waitFor(
      () => expect(toast.error).toHaveBeenCalledWith('Failed to load raffles', expect.anything()),
      {
        timeout: 4000,
      },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeTruthy();
  });
});
