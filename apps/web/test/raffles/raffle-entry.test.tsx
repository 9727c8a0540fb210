import { raffleErrorCodes } from '@podium/shared/raffles/errors';
import type { Raffle, RaffleEnterResult } from '@podium/shared/raffles/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../helpers/admin.tsx';
import { fail, ok, stubApi } from '../helpers/members.tsx';
import { entry, member, raffle } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const method = (name: string) => screen.getByRole('listitem', { name });
const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Stats' })).getByText(label).nextElementSibling?.textContent;

/** A raffle whose server keeps the member's tickets: each accepted entry adds to them. */
function serve(start: Raffle, answer?: (body: Record<string, unknown>) => ReturnType<typeof ok> | undefined) {
  let current = start;
  const me = member(3, 'member');
  const entries: ReturnType<typeof entry>[] = [];
  return stubApi({
    'GET /api/r/raffles/1': () => ok(current),
    'GET /api/r/raffles/1/entries': () => ok(entries),
    'POST /api/r/raffles/1/enter': (raw) => {
      const body = raw as Record<string, unknown>;
      const refused = answer?.(body);
      if (refused) return refused;
      const type = body.entry_type as 'passwordless' | 'points' | 'password';
      const added = type === 'points' ? Number(body.points_spent) / 100 : 1;
      const mine = current.user_entries;
      const user_entries = {
        passwordless: mine.passwordless || type === 'passwordless',
        password: mine.password || type === 'password',
        points: mine.points + (type === 'points' ? added : 0),
        total: mine.total + added,
      };
      current = { ...current, user_entries, total_entries: current.total_entries + added };
      for (let i = 0; i < added; i++) entries.unshift(entry(100 + entries.length, me, { entry_type: type }));
      const result: RaffleEnterResult = {
        entry_type: type,
        tickets_added: added,
        user_entries,
        total_entries: current.total_entries,
        user_points: type === 'points' ? 500 : null,
      };
      return ok(result, type === 'points' ? null : 'Successfully entered the raffle!');
    },
  });
}

describe('entering a raffle (SPEC §5)', () => {
  it("a visitor is asked to log in: the notice links to /login and a click toasts 'Please log in to enter raffles'", async () => {
    viewer('visitor');
    const api = stubApi(readsOf(raffle()));
    openRaffle();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter for Free' }));
    expect(toast.error).toHaveBeenCalledWith('Please log in to enter raffles');
    expect(
      screen
        .getByText(/Please log in to enter raffles/)
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/login');
    expect(api.writes()).toEqual([]);
  });

  it('a member without a Kick link is told to link it, and nothing is sent', async () => {
    viewer('no-kick');
    const api = stubApi(readsOf(raffle()));
    openRaffle();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Raffle password'), 'podium{Enter}');
    const message = 'You need a Kick username to enter raffles. Please update your profile.';
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole('link', { name: 'Connect Kick' }).getAttribute('href')).toBe(
      '/settings?highlight=kick',
    );
    expect(api.writes()).toEqual([]);
  });

  it("the free entry works once: then 'Already Entered (Free)', the ticket in the list and the win chance", async () => {
    viewer('member');
    const api = serve(raffle({ total_entries: 3 }));
    openRaffle();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter for Free' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully entered the raffle!'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/r/raffles/1/enter',
        body: { kick_username: 'member_kick', entry_type: 'passwordless' },
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Already Entered (Free)' });
    expect(button).toHaveProperty('disabled', true);
    expect(stat('Your Tickets')).toBe('1');
    expect(stat('Win Chance')).toBe('25.00%');
    const list = await screen.findByRole('list', { name: 'Raffle entries' });
    expect(within(list).getByText('member')).toBeTruthy();
  });

  it('the password box submits on Enter; an empty word is not sent; a wrong one shows the server message', async () => {
    viewer('member');
    const wrong = 'That password is not right. Listen for it on stream and try again.';
    const api = serve(raffle(), (body) =>
      body.password === 'nope'
        ? fail(400, wrong, { password: [wrong] }, raffleErrorCodes.wrongPassword)
        : undefined,
    );
    openRaffle();
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Raffle password');
    await user.type(box, '   {Enter}');
    expect(descriptionOf(box)).toContain('Enter the password');
    expect(api.writes()).toEqual([]);

    await user.clear(box);
    await user.type(box, 'nope{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wrong));
    expect(descriptionOf(box)).toContain(wrong);

    await user.clear(box);
    expect(descriptionOf(box)).not.toContain(wrong);
    await user.type(box, ' podium {Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully entered the raffle!'));
    expect(api.writes().at(-1)?.body).toEqual({
      kick_username: 'member_kick',
      entry_type: 'password',
      password: 'podium',
    });
    expect(await screen.findByRole('button', { name: 'Already Entered (Password)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('points: a multiple of the price is sent as points_spent; anything else is refused under the field', async () => {
    viewer('member');
    const api = serve(raffle({ total_entries: 6 }));
    openRaffle();
    const user = userEvent.setup();
    const points = await screen.findByLabelText('Points to spend');
    expect((points as HTMLInputElement).value).toBe('100');
    expect(method('Points Entry').textContent).toContain('100 points per ticket');
    await user.clear(points);
    await user.type(points, '250');
    await user.click(screen.getByRole('button', { name: 'Enter with Points' }));
    expect(descriptionOf(points)).toContain('Spend a multiple of 100 points (one ticket each).');
    expect(api.writes()).toEqual([]);

    await user.clear(points);
    await user.type(points, '300');
    expect(descriptionOf(points)).toContain('3 tickets');
    await user.click(screen.getByRole('button', { name: 'Enter with Points' }));
    // No message from the server: the SPEC §8 text.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully entered the raffle!'));
    expect(api.writes()[0]?.body).toEqual({
      kick_username: 'member_kick',
      entry_type: 'points',
      points_spent: 300,
    });
    await waitFor(() => expect(stat('Your Tickets')).toBe('3'));
    expect(stat('Win Chance')).toBe('33.33%');
  });

  it('points beyond the per-member ticket limit are refused before sending', async () => {
    viewer('member');
    const api = serve(
      raffle({
        max_tickets_per_member: 5,
        user_entries: { passwordless: false, password: false, points: 4, total: 4 },
      }),
    );
    openRaffle();
    const user = userEvent.setup();
    const points = await screen.findByLabelText('Points to spend');
    await user.clear(points);
    await user.type(points, '200{Enter}');
    expect(descriptionOf(points)).toContain('You can hold at most 5 points tickets in this raffle.');
    expect(api.writes()).toEqual([]);
  });

  it("a refusal toasts the server's message, else 'Failed to enter raffle'", async () => {
    viewer('member');
    let reply = fail(409, 'Insufficient Points', null, raffleErrorCodes.insufficientPoints);
    serve(raffle(), () => reply);
    openRaffle();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter with Points' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Insufficient Points'));
    reply = fail(500, null);
    await user.click(screen.getByRole('button', { name: 'Enter with Points' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to enter raffle'));
  });
});
