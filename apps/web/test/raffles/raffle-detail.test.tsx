import { raffleErrorCodes } from '@podium/shared/raffles/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../helpers/members.tsx';
import { endedRaffle, entry, member, raffle, winner } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('raffle page', () => {
  it('shows the breadcrumb, the raffle, its countdown, status Active and its stats', async () => {
    viewer('visitor');
    stubApi(readsOf(raffle({ image: '/raffles/prize.png' })));
    openRaffle();
    const title = await screen.findByRole('heading', { name: 'Weekly Community Raffle', level: 1 });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Raffles' }).getAttribute('href')).toBe('/raffles');
    expect(within(crumbs).getByText('Weekly Community Raffle').getAttribute('aria-current')).toBe('page');
    expect(title.parentElement?.textContent).toContain('Active');
    expect(screen.getByText('Three winners get a $50 casino tip each.')).toBeTruthy();
    expect(document.querySelector('img[src="/raffles/prize.png"]')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByText('Time Remaining')).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Stats' }).textContent;
    expect(stats).toContain('Total Entries6');
    expect(stats).toContain('Participants5');
    expect(stats).toContain('Winners3');
    // A visitor has no tickets and no win chance to show.
    expect(stats).not.toContain('Win Chance');
  });

  it('ticks every second and reads Not Started, then Active when the start time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    viewer('member');
    const startsAt = Date.now() + 3_000;
    stubApi(
      readsOf(
        raffle({
          start_datetime: new Date(startsAt).toISOString(),
          status: 'pending',
          is_accepting_entries: false,
        }),
      ),
    );
    openRaffle();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.parentElement?.textContent).toContain('Not Started');
    expect(screen.getByText('Starts In')).toBeTruthy();
    const seconds = () => screen.getByRole('timer').lastElementChild?.textContent;
    const before = seconds();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(seconds()).not.toBe(before);
    expect(screen.getByRole('button', { name: 'Enter for Free' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(title.parentElement?.textContent).toContain('Active');
    expect(screen.getByText('Time Remaining')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter for Free' })).toHaveProperty('disabled', false);
  });

  it('an ended raffle reads Ended and lists its winners by place, each linking to their profile', async () => {
    viewer('visitor');
    stubApi(readsOf(endedRaffle({ winners: [winner(8, 'bonus_baron', 2), winner(7, 'lucky_lena', 1)] })));
    openRaffle(2);
    const title = await screen.findByRole('heading', { level: 1, name: 'Hoodie Giveaway' });
    expect(title.parentElement?.textContent).toContain('Ended');
    expect(screen.getByText('Raffle Ended')).toBeTruthy();
    const winners = within(screen.getByRole('list', { name: 'Winners' })).getAllByRole('listitem');
    expect(winners.map((w) => w.textContent)).toEqual(['#1lucky lena', '#2bonus baron']);
    expect(
      within(winners[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/profile/lucky_lena');
    expect(screen.getByText('This raffle has ended.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter for Free' })).toHaveProperty('disabled', true);
  });

  it('says so when a drawn raffle had no entries', async () => {
    viewer('visitor');
    stubApi(readsOf(endedRaffle({ id: 2, total_entries: 0 })));
    openRaffle(2);
    const winners = await screen.findByRole('region', { name: 'Winners' });
    expect(winners.textContent).toContain('This raffle ended with no entries, so there are no winners.');
  });

  it('says so when a raffle was cancelled, and shows it as Ended and Cancelled', async () => {
    viewer('member');
    stubApi(readsOf(raffle({ is_cancelled: true, has_ended: true, is_accepting_entries: false })));
    openRaffle();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.parentElement?.textContent).toContain('EndedCancelled');
    expect(screen.getByText('Raffle Cancelled')).toBeTruthy();
    expect(screen.getAllByText('This raffle was cancelled. Points spent on it were refunded.')).toHaveLength(
      2,
    );
  });

  it("goes back to /raffles with 'Raffle not found' when there is no such raffle", async () => {
    viewer('visitor');
    stubApi({
      'GET /api/r/raffles/99': fail(404, 'Raffle not found', null, raffleErrorCodes.notFound),
      'GET /api/r/raffles/99/entries': fail(404, 'Raffle not found', null, raffleErrorCodes.notFound),
    });
    openRaffle(99);
    expect(await screen.findByText('Raffles list')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Raffle not found', expect.anything());
  });

  it("toasts 'Failed to load raffle' with Try Again when it cannot be loaded", async () => {
    viewer('visitor');
    let attempts = 0;
    stubApi({
      'GET /api/r/raffles/1': () => (++attempts <= 2 ? fail(500, null) : ok(raffle())),
      'GET /api/r/raffles/1/entries': ok([]),
    });
    openRaffle();
    await waitFor(
      () => expect(toast.error).toHaveBeenCalledWith('Failed to load raffle', expect.anything()),
      {
        timeout: 4000,
      },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Community Raffle' })).toBeTruthy();
  });
});

describe('entries list', () => {
  const lena = member(7, 'lucky_lena');
  const baron = member(8, 'bonus_baron', { kick_username: 'baron_on_kick' });

  it('lists every ticket in a ~24rem scroll area; search filters; no match says so', async () => {
    viewer('visitor');
    stubApi(
      readsOf(raffle(), [
        entry(3, lena, { entry_type: 'password' }),
        entry(2, baron, {
          entry_type: 'points',
          created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        }),
        entry(1, lena),
      ]),
    );
    openRaffle();
    const list = await screen.findByRole('list', { name: 'Raffle entries' });
    expect(list.className).toContain('max-h-96');
    expect(list.className).toContain('overflow-y-auto');
    const rows = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(rows()).toEqual(['lucky lena2h agoPassword', 'bonus baron5m agoPoints', 'lucky lena2h agoFree']);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search participants' });
    await user.type(search, 'ON_KICK');
    expect(rows()).toEqual(['bonus baron5m agoPoints']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No participants found matching "zzz"')).toBeTruthy();
  });

  it("says 'No entries yet'; Refresh reloads the list and the raffle", async () => {
    viewer('visitor');
    let entries = [] as ReturnType<typeof entry>[];
    const api = stubApi({
      'GET /api/r/raffles/1': ok(raffle()),
      'GET /api/r/raffles/1/entries': () => ok(entries),
    });
    openRaffle();
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    entries = [entry(1, lena)];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('list', { name: 'Raffle entries' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/r/raffles/1')).toHaveLength(2);
  });

  it("toasts 'Failed to load entries' and offers Try Again", async () => {
    viewer('visitor');
    stubApi({ 'GET /api/r/raffles/1': ok(raffle()), 'GET /api/r/raffles/1/entries': fail(500, null) });
    openRaffle();
    await waitFor(
      () => expect(toast.error).toHaveBeenCalledWith('Failed to load entries', expect.anything()),
      {
        timeout: 4000,
      },
    );
    expect(
      within(screen.getByRole('region', { name: 'Entries' })).getByRole('button', { name: 'Try Again' }),
    ).toBeTruthy();
  });
});
