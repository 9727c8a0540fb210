import type { Prediction } from '@podium/shared/predictions/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PredictionsPage } from '@/features/predictions/PredictionsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { fail, ok, profile, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

type Auth = ReturnType<typeof useAuth>;
const signedInAs = (role: string | null) =>
  vi.mocked(useAuth).mockReturnValue({
    user: role ? { role, username: 'kate', name: 'Kate' } : null,
    isAuthenticated: role !== null,
    isAdmin: role === 'Admin',
  } as Auth);

const prediction = (over: Partial<Prediction> = {}): Prediction => ({
  id: 3,
  title: 'Will this hunt end in profit?',
  status: 'open',
  locks_at: null,
  min_stake: 10,
  max_stake: 1000,
  total_pool: 300,
  stakers: 2,
  outcomes: [
    {
      id: 7,
      position: 1,
      label: 'Yes',
      pool: 200,
      percent: 67,
      stakers: 1,
      top_stakers: [{ username: 'bob', amount: 200 }],
    },
    {
      id: 8,
      position: 2,
      label: 'No',
      pool: 100,
      percent: 33,
      stakers: 1,
      top_stakers: [{ username: 'amy', amount: 100 }],
    },
  ],
  winning_outcome_id: null,
  refunded: false,
  user_stake: null,
  created_at: '2026-11-26T10:00:00.000Z',
  settled_at: null,
  ...over,
});

const render = () => renderRoute(<PredictionsPage />, { route: '/predictions' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/predictions', () => {
  it('says so when there are none', async () => {
    signedInAs(null);
    stubApi({ 'GET /api/r/predictions': ok([]) });
    render();
    expect(await screen.findByRole('heading', { name: 'No predictions yet' })).toBeTruthy();
  });

  it('shows pools, percentages and top stakers; a member stakes with the balance beside the field', async () => {
    signedInAs('Member');
    const api = stubApi({
      'GET /api/r/predictions': ok([prediction()]),
      'GET /api/r/user/kate': ok(profile({ points: 500 })),
      'POST /api/r/predictions/3/stake': (body) =>
        (body as { points: number }).points > 500
          ? fail(
              409,
              'Insufficient Points',
              { points: ['Insufficient Points'] },
              'predictions.insufficient_points',
            )
          : ok({ stake: 50, user_points: 450 }, 'Stake placed'),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Will this hunt end in profit?' });
    expect(card.textContent).toContain('67% · 200 points · 1 staker');
    expect(card.textContent).toContain('Top: bob (200)');
    expect(await within(card).findByText('Balance: 500 points')).toBeTruthy();
    const points = within(card).getByLabelText('Points to stake');

    await userEvent.clear(points);
    await userEvent.type(points, '2.5');
    await userEvent.click(within(card).getByRole('button', { name: 'Stake' }));
    expect(await within(card).findByText('Enter a whole number, like 1,250')).toBeTruthy();

    await userEvent.clear(points);
    await userEvent.type(points, '900');
    await userEvent.click(within(card).getByRole('button', { name: 'Stake' }));
    expect(await within(card).findByText('Insufficient Points')).toBeTruthy();

    await userEvent.selectOptions(within(card).getByLabelText('Outcome'), '2. No');
    await userEvent.clear(points);
    await userEvent.type(points, '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]!.body).toEqual({ outcome_id: 8, points: 50 });
  });

  it('shows a prediction past its lock time as locked, with no stake form, and staff none either', async () => {
    signedInAs('Admin');
    stubApi({
      'GET /api/r/predictions': ok([
        prediction({ id: 4, title: 'Locked by time', locks_at: '2020-01-01T00:00:00.000Z' }),
        prediction(),
      ]),
    });
    render();
    const locked = await screen.findByRole('article', { name: 'Locked by time' });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: 'Stake' })).toBeNull();
    const open = screen.getByRole('article', { name: 'Will this hunt end in profit?' });
    expect(within(open).getByText('Staff cannot stake on predictions.')).toBeTruthy();
  });

  it('tells a member what came of their stake, and that nobody on the winner means a refund', async () => {
    signedInAs('Member');
    stubApi({
      'GET /api/r/user/kate': ok(profile({ points: 500 })),
      'GET /api/r/predictions': ok([
        prediction({
          status: 'resolved',
          winning_outcome_id: 7,
          user_stake: { outcome_id: 7, amount: 100, result: 'won', payout: 150 },
        }),
        prediction({
          id: 5,
          title: 'Refunded one',
          status: 'resolved',
          winning_outcome_id: 8,
          refunded: true,
          user_stake: { outcome_id: 7, amount: 40, result: 'refunded', payout: 40 },
        }),
      ]),
    });
    render();
    const won = await screen.findByRole('article', { name: 'Will this hunt end in profit?' });
    expect(within(won).getByText('You staked 100 points on Yes and won 150 points')).toBeTruthy();
    const refunded = screen.getByRole('article', { name: 'Refunded one' });
    expect(refunded.textContent).toContain('Nobody staked on the winning outcome: every stake was refunded.');
    expect(within(refunded).getByText('You staked 40 points on Yes: refunded 40 points')).toBeTruthy();
  });
});
