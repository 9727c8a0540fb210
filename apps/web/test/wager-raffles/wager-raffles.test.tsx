import { maskUsername } from '@podium/shared/common/mask-username';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WagerRaffleDetailPage } from '@/features/wager-raffles/WagerRaffleDetailPage.tsx';
import { WagerRafflesPage } from '@/features/wager-raffles/WagerRafflesPage.tsx';
import { rangeFile, rangesOf } from '../../../../packages/shared/test/draws/draw-files.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';
import { card, detail, prize } from './wager-raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const verify = {
  algorithm: 'podium-draw-v2',
  kind: 'wager_raffle',
  raffle_id: 1,
  title: 'Monthly',
  server_seed_hash: 'a'.repeat(64),
  server_seed_hash_published_at: '2026-11-01T00:00:00.000Z',
  server_seed: null,
  client_seed: null,
  ticket_count: 0,
  one_prize_per_member: true,
  ranges: [],
  draws: [],
  explanation: ['Line one'],
};

const openList = () => renderRoute(<WagerRafflesPage />, { route: '/wager-raffles', path: '/wager-raffles' });
const openDetail = (id = '1') =>
  renderRoute(
    <Routes>
      <Route path="/wager-raffles/:id" element={<WagerRaffleDetailPage />} />
      <Route path="/wager-raffles" element={<p>The list</p>} />
    </Routes>,
    { route: `/wager-raffles/${id}` },
  );

describe('wager raffles list', () => {
  it('shows cards with time left, three prizes plus more, and the member’s tickets', async () => {
    stubApi({ 'GET /api/r/wager-raffles': ok({ active_raffles: [card()], ended_raffles: [] }) });
    openList();
    const link = await screen.findByRole('link', { name: /Monthly/ });
    expect(link.getAttribute('href')).toBe('/wager-raffles/1');
    expect(within(link).getByText('2d 3h')).toBeTruthy();
    expect(within(link).getByText('+1 more')).toBeTruthy();
    expect(within(link).getByText('$500', { exact: false })).toBeTruthy();
    expect(link.textContent).toContain('Your tickets: 42');
    expect(screen.queryByRole('heading', { name: 'Recent Winners' })).toBeNull();
  });

  it('says when there is no raffle, and which failure it was', async () => {
    stubApi({ 'GET /api/r/wager-raffles': ok({ active_raffles: [], ended_raffles: [] }) });
    openList();
    expect(await screen.findByText('No raffles available at the moment')).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/r/wager-raffles': fail(500, null) });
    openList();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load raffles', expect.anything()),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    openList();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to connect to server', expect.anything()),
    );
  });
});

describe('wager raffle detail', () => {
  it('shows the participation with the member’s tickets as a range, and prizes WON or Awaiting Winner', async () => {
    stubApi({ 'GET /api/r/wager-raffles/1': ok(detail()), 'GET /api/r/wager-raffles/1/verify': ok(verify) });
    const user = userEvent.setup();
    openDetail();
    expect(await screen.findByRole('heading', { name: 'Monthly', level: 1 })).toBeTruthy();
    expect(screen.getByText('ENDED')).toBeTruthy();
    expect(screen.getByText('AUTO DRAW')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your Participation' });
    // Tickets 1…120 are one contiguous range: one line, not 50 numbers and '+70 more...'.
    const numbers = within(panel).getByRole('list', { name: 'Your ticket numbers' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1–#120 (120 tickets)']);
    expect(within(panel).queryByText(/more\.\.\./)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Prizes' }));
    const prizes = screen.getByRole('list', { name: 'Prizes' });
    expect(within(prizes).getByText('WON')).toBeTruthy();
    expect(within(prizes).getByRole('link', { name: 'lucky_lena' }).getAttribute('href')).toBe(
      '/profile/lucky_lena',
    );
    expect(within(prizes).getByText('Awaiting Winner')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Top Participants' }));
    expect(screen.getByText('No participants yet')).toBeTruthy();
  });

  it('goes back to the list on 404, and shows Raffle Not Found (only logged) on other failures', async () => {
    stubApi({ 'GET /api/r/wager-raffles/9': fail(404, 'Raffle not found', null, 'wager_raffles.not_found') });
    openDetail('9');
    expect(await screen.findByText('The list')).toBeTruthy();
    vi.unstubAllGlobals();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/r/wager-raffles/8': fail(500, null) });
    openDetail('8');
    expect(await screen.findByRole('heading', { name: 'Raffle Not Found' }, { timeout: 5000 })).toBeTruthy(); // after one retry
    expect(screen.getByRole('link', { name: 'Back to Raffles' }).getAttribute('href')).toBe('/wager-raffles');
    expect(logged).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('wager raffle verify view', () => {
  const people = ['lucky_lena', 'bonusbaron', 'jackpot_jo'];
  /** Drawn for real by the app's draw code: three members, two prizes, as the API publishes it. */
  const drawn = () => ({
    ...rangeFile({
      serverSeed: 'c'.repeat(64),
      ranges: rangesOf([120, 30, 150], (id) => maskUsername(people[id - 1]!)),
      prizes: 2,
    }),
    raffle_id: 1,
  });
  /** The detail whose Prizes tab names the same winners, as GET /api/r/wager-raffles/{id} has them. */
  const detailOf = (data: ReturnType<typeof drawn>) =>
    detail({
      prizes: data.draws[0]!.winners.map((w) => ({
        ...prize(w.position),
        image_url: null,
        winner: {
          user: { id: w.user_id, avatar: '', username: people[w.user_id - 1]! },
          winning_ticket_number: w.ticket_number,
          handed_over_at: null,
        },
      })),
    });

  it('names winners as the Prizes tab does, recomputes in the browser, and lists ranges by masked name', async () => {
    const data = drawn();
    stubApi({
      'GET /api/r/wager-raffles/1': ok(detailOf(data)),
      'GET /api/r/wager-raffles/1/verify': ok(data),
    });
    openDetail();
    const fair = await screen.findByRole('region', { name: 'Provably Fair Draw' });
    expect(fair.textContent).toContain('Published Nov 1, 2026, 12:00 PM UTC, when the raffle was created.');
    const verified = within(screen.getByRole('list', { name: 'Verified winners' }));
    const first = data.draws[0]!.winners[0]!;
    expect(verified.getAllByRole('listitem')[0]!.textContent).toBe(
      `#1 ${people[first.user_id - 1]} — ticket ${first.ticket_number}`,
    );
    expect(verified.getAllByRole('link')[0]!.getAttribute('href')).toBe(
      `/profile/${people[first.user_id - 1]}`,
    );
    const mine = within(screen.getByRole('region', { name: 'Recomputed in your browser' }));
    expect(await mine.findByText('Recomputed in your browser: matches')).toBeTruthy();
    expect(mine.getAllByRole('listitem')[0]!.textContent).toBe(
      `#1 ${maskUsername(people[first.user_id - 1]!)} — ticket ${first.ticket_number}`,
    );
    const ranges = screen.getByRole('region', { name: 'Ticket ranges' });
    expect(
      within(ranges)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('1–120lu*******a1-120:1:"lu*******a"');
    for (const name of people) expect(ranges.textContent).not.toContain(name);
    expect(
      screen.getByRole('link', { name: 'Download the checker (verify-draw.mjs)' }).getAttribute('href'),
    ).toBe('/verify-draw.mjs');
    expect(screen.getByText(/node verify-draw\.mjs wager-raffle-1-verify\.json --site http/)).toBeTruthy();
  });

  it('says what does not match when a revealed draw comes without its draws', async () => {
    const data = { ...drawn(), draws: [] };
    stubApi({ 'GET /api/r/wager-raffles/1': ok(detail()), 'GET /api/r/wager-raffles/1/verify': ok(data) });
    openDetail();
    const mine = within(await screen.findByRole('region', { name: 'Recomputed in your browser' }));
    expect(await mine.findByText('Recomputed in your browser: does not match')).toBeTruthy();
    expect(mine.getByRole('list', { name: 'What does not match' }).textContent).toContain(
      '✗ every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
  });
});
