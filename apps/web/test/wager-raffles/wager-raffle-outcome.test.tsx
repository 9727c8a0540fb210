import type { BootData } from '@podium/shared/site-settings/boot';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberTicketSpans, spanText, ticketSpans } from '@/features/wager-raffles/format.ts';
import { WagerRaffleDetailPage } from '@/features/wager-raffles/WagerRaffleDetailPage.tsx';
import { WagerRafflesPage } from '@/features/wager-raffles/WagerRafflesPage.tsx';
import { BootContext } from '@/lib/boot.ts';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';
import { card, detail, prize } from './wager-raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Signed in as the member (user 3). */
const asMember = (ui: ReactElement) => {
  const boot: BootData = { user: user(), settings: settings(), devLogin: false };
  return <BootContext.Provider value={boot}>{ui}</BootContext.Provider>;
};
const openDetail = () =>
  renderRoute(
    asMember(
      <Routes>
        <Route path="/wager-raffles/:id" element={<WagerRaffleDetailPage />} />
      </Routes>,
    ),
    { route: '/wager-raffles/1' },
  );
const won = (position: number, id: number, username: string) => ({
  ...prize(position),
  image_url: null,
  winner: { user: { id, avatar: '', username }, winning_ticket_number: 7, handed_over_at: null },
});

describe('your participation once the wager raffle is drawn', () => {
  it('tells a winner which prize they won', async () => {
    stubApi({
      'GET /api/r/wager-raffles/1': ok(detail({ prizes: [won(1, 7, 'lucky_lena'), won(2, 3, 'member')] })),
    });
    openDetail();
    const panel = await screen.findByRole('region', { name: 'Your Participation' });
    expect(panel.textContent).toContain('You won the 2nd prize');
    expect(panel.textContent).not.toContain('You did not win this time');
  });

  it('tells a member who held tickets and won nothing so; before the draw it tells nothing', async () => {
    stubApi({ 'GET /api/r/wager-raffles/1': ok(detail({ prizes: [won(1, 7, 'lucky_lena')] })) });
    const drawn = openDetail();
    const panel = await screen.findByRole('region', { name: 'Your Participation' });
    expect(panel.textContent).toContain('You did not win this time');
    drawn.unmount();
    vi.unstubAllGlobals();

    stubApi({
      'GET /api/r/wager-raffles/1': ok(
        detail({ drawn_at: null, prizes: [{ ...prize(1), image_url: null, winner: null }] }),
      ),
    });
    openDetail();
    const open = await screen.findByRole('region', { name: 'Your Participation' });
    expect(open.textContent).not.toMatch(/You won|did not win/);
  });
});

describe('the status badge and the countdown', () => {
  const endsSoon = () => new Date(Date.now() + 2_000).toISOString();

  it('turn to ENDED and Ended together on the detail, before the server closes the raffle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = { status: 'ACTIVE' as const, is_active: true, has_ended: false, drawn_at: null };
    stubApi({ 'GET /api/r/wager-raffles/1': ok(detail({ ...live, end_date: endsSoon() })) });
    openDetail();
    const title = await screen.findByRole('heading', { level: 1, name: 'Monthly' });
    const badges = () => title.parentElement?.textContent ?? '';
    expect(badges()).toContain('ACTIVE');
    expect(screen.getByRole('timer').textContent).not.toBe('Ended');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('Ended');
    expect(badges()).toContain('ENDED');
    expect(badges()).not.toContain('ACTIVE');
  });

  it('turn together on a list card too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'GET /api/r/wager-raffles': ok({ active_raffles: [card({ end_date: endsSoon() })], ended_raffles: [] }),
    });
    renderRoute(<WagerRafflesPage />, { route: '/wager-raffles', path: '/wager-raffles' });
    const link = await screen.findByRole('link', { name: /Monthly/ });
    expect(within(link).getByText('ACTIVE')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(within(link).getByText('ENDED')).toBeTruthy();
    expect(within(link).getByText('Ended')).toBeTruthy();
    expect(within(link).queryByText('ACTIVE')).toBeNull();
  });
});

describe('ticket numbers as ranges', () => {
  it('joins consecutive numbers into runs, in order, whatever order they come in', () => {
    expect(ticketSpans([103, 101, 102, 200, 7, 7])).toEqual([
      { first: 7, last: 7 },
      { first: 101, last: 103 },
      { first: 200, last: 200 },
    ]);
    expect(ticketSpans([])).toEqual([]);
    expect(spanText({ first: 101, last: 150 })).toBe('#101–#150');
    expect(spanText({ first: 1200, last: 1200 })).toBe('#1,200');
  });

  it('shows a member’s contiguous tickets as one whole range, however many there are', () => {
    const first50 = Array.from({ length: 50 }, (_, i) => 101 + i);
    expect(
      memberTicketSpans({
        ticket_count: 500,
        individual_tickets: first50,
        first_ticket: 101,
        last_ticket: 600,
      }),
    ).toEqual({ spans: [{ first: 101, last: 600 }], more: 0 });
  });

  it('without a whole range, the runs of the numbers given and how many more (SPEC "+N more...")', () => {
    expect(
      memberTicketSpans({
        ticket_count: 60,
        individual_tickets: [1, 2, 3, 10],
        first_ticket: null,
        last_ticket: null,
      }),
    ).toEqual({
      spans: [
        { first: 1, last: 3 },
        { first: 10, last: 10 },
      ],
      more: 56,
    });
  });
});
