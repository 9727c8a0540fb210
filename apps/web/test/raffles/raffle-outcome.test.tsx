import type { Raffle } from '@podium/shared/raffles/schemas';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RafflesPage } from '@/features/raffles/RafflesPage.tsx';
import { descriptionOf } from '../helpers/admin.tsx';
import { ok, profile, renderRoute, stubApi } from '../helpers/members.tsx';
import { endedRaffle, raffle, winner } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** The Stats panel's tiles as "label: value". */
async function statsOf(r: Raffle, points = 0) {
  stubApi({ ...readsOf(r), 'GET /api/r/user/member': ok(profile({ username: 'member', points })) });
  openRaffle(r.id);
  const panel = await screen.findByRole('region', { name: 'Stats' });
  return [...panel.querySelectorAll('dl > div')].map(
    (tile) => `${tile.querySelector('dt')?.textContent}: ${tile.querySelector('dd')?.textContent}`,
  );
}

const mine = { passwordless: true, password: false, points: 4, total: 5 };
const drawn = (over: Partial<Raffle> = {}) =>
  endedRaffle({
    total_entries: 30,
    participants_count: 6,
    number_of_winners: 3,
    user_entries: mine,
    winners: [winner(7, 'lucky_lena', 1), winner(8, 'bonus_baron', 2), winner(9, 'spin_sam', 3)],
    ...over,
  });

describe('a raffle’s stats once it is over', () => {
  it('an open raffle still shows the member’s win chance and the places to draw', async () => {
    viewer('member');
    expect(await statsOf(raffle({ total_entries: 30, user_entries: mine }))).toEqual([
      'Total Entries: 30',
      'Participants: 5',
      'Winners: 3',
      'Your Tickets: 5',
      'Win Chance: 16.67%',
    ]);
  });

  it('a drawn raffle tells a member who held tickets and did not win so, with no win chance', async () => {
    viewer('member');
    const tiles = await statsOf(drawn());
    expect(tiles).toEqual([
      'Total Entries: 30',
      'Participants: 6',
      'Winners: 3',
      'Your Tickets: 5',
      'Your Result: You did not win this time',
    ]);
    expect(screen.queryByText(/Win Chance/)).toBeNull();
  });

  it('a drawn raffle tells a winner their place', async () => {
    viewer('member'); // the member is user 3
    const tiles = await statsOf(drawn({ winners: [winner(7, 'lucky_lena', 1), winner(3, 'member', 2)] }));
    expect(tiles).toContain('Winners: 2');
    expect(tiles).toContain('Your Result: You won 2nd place');
    expect(tiles.join()).not.toContain('Win Chance');
  });

  it('a visitor, or a member with no ticket, sees the winners drawn and no result of their own', async () => {
    const none = { passwordless: false, password: false, points: 0, total: 0 };
    viewer('visitor');
    const seen = await statsOf(drawn({ user_entries: none }));
    expect(seen).toEqual(['Total Entries: 30', 'Participants: 6', 'Winners: 3']);
    cleanup();
    vi.unstubAllGlobals();
    viewer('member');
    expect(await statsOf(drawn({ user_entries: none }))).toEqual([...seen, 'Your Tickets: 0']);
  });

  it('a cancelled raffle shows Cancelled: no win chance, no winners to draw', async () => {
    viewer('member');
    const tiles = await statsOf(
      endedRaffle({
        is_cancelled: true,
        drawn_at: null,
        total_entries: 5,
        participants_count: 2,
        number_of_winners: 1,
        user_entries: { passwordless: false, password: false, points: 3, total: 3 },
      }),
    );
    expect(tiles).toEqual(['Total Entries: 5', 'Participants: 2', 'Your Tickets: 3', 'Result: Cancelled']);
    const winners = screen.getByRole('region', { name: 'Winners' });
    expect(winners.textContent).toContain('This raffle was cancelled. Points spent on it were refunded.');
  });
});

describe('the points entry', () => {
  const method = () => screen.getByRole('listitem', { name: 'Points Entry' });

  it('shows the member’s balance with the field', async () => {
    viewer('member');
    await statsOf(raffle(), 1250);
    const field = screen.getByLabelText('Points to spend');
    expect(await within(method()).findByText('Your balance: 1,250 points')).toBeTruthy();
    expect(descriptionOf(field)).toContain('Your balance: 1,250 points');
    expect(field).toHaveProperty('disabled', false);
  });

  it('is off at the ticket limit, and says why', async () => {
    viewer('member');
    await statsOf(
      raffle({
        max_tickets_per_member: 5,
        user_entries: { passwordless: false, password: false, points: 5, total: 5 },
      }),
      5000,
    );
    const field = screen.getByLabelText('Points to spend');
    expect(field).toHaveProperty('disabled', true);
    expect(within(method()).getByRole('button', { name: 'Enter with Points' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(descriptionOf(field)).toContain(
      'You hold 5 points tickets, the most one member may hold in this raffle.',
    );
  });

  it('is off when the balance is short of one ticket, and says why', async () => {
    viewer('member');
    await statsOf(raffle({ points_per_entry: 100 }), 40);
    const field = screen.getByLabelText('Points to spend');
    expect(await within(method()).findByText('You need 100 points for a ticket.')).toBeTruthy();
    expect(field).toHaveProperty('disabled', true);
    expect(within(method()).getByRole('button', { name: 'Enter with Points' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('an ended raffle’s card', () => {
  it('counts the winners drawn, and none for a cancelled raffle', async () => {
    viewer('visitor');
    stubApi({
      'GET /api/r/raffles': ok([
        drawn({ id: 2, title: 'Drawn', number_of_winners: 3, winners: [winner(7, 'lucky_lena', 1)] }),
        endedRaffle({ id: 4, title: 'Called Off', is_cancelled: true, drawn_at: null, number_of_winners: 1 }),
      ]),
    });
    renderRoute(<RafflesPage />, { route: '/raffles', path: '/raffles' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Ended' }));
    const winnersOf = (title: string) =>
      within(screen.getByRole('article', { name: title })).getByText('Winners', { selector: 'dt' })
        .nextElementSibling?.textContent;
    expect(winnersOf('Drawn')).toBe('1');
    expect(winnersOf('Called Off')).toBe('—');
  });
});
