import type { SlotRequest, SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotRequestsPage } from '@/features/slot-requests/RequestsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

type Auth = ReturnType<typeof useAuth>;
const signedInAs = (role: string | null) =>
  vi.mocked(useAuth).mockReturnValue({
    user: role ? { role, username: 'kate', name: 'Kate' } : null,
    isAuthenticated: role !== null,
    isAdmin: role === 'Admin',
  } as Auth);

const slot = (id: number, name: string) => ({
  id,
  name,
  provider: 'Pragmatic Play',
  image: null,
  banned: false,
});
const request = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  id: 1,
  slot: slot(11, 'Mental'),
  username: 'bob',
  status: 'open',
  source: 'site',
  cost: 0,
  refunded: false,
  bet: null,
  win: null,
  multiplier: null,
  reward: null,
  reward_cash: null,
  created_at: '2026-11-26T10:00:00.000Z',
  decided_at: null,
  ...over,
});
const state = (over: Partial<SlotRequestState> = {}): SlotRequestState => ({
  settings: {
    open: true,
    per_member: 1,
    cost_points: 100,
    min_account_days: 0,
    min_level: 1,
    reward_kind: 'points',
    reward_points: 500,
    reward_cash: 0,
    reward_multiplier: 100,
  },
  queue: [],
  mine: [],
  next_pick_hash: 'a'.repeat(64),
  last_pick: null,
  recently_played: [],
  ...over,
});

const render = () => renderRoute(<SlotRequestsPage />, { route: '/slot-requests' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/slot-requests', () => {
  it('says so when the queue is empty, with the rules and the next seed hash', async () => {
    signedInAs('Member');
    stubApi({ 'GET /api/r/slot-requests': ok(state()) });
    render();
    expect(await screen.findByRole('heading', { name: 'No requests in the queue' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You have no open requests' })).toBeTruthy();
    expect(screen.getByText(/A request costs 100 points \(refunded if it is removed\)/)).toBeTruthy();
    expect(screen.getByText(/If your slot pays 100\.00× or more, you win 500 points/)).toBeTruthy();
    expect(screen.getByText(`Next pick's seed hash: ${'a'.repeat(64)}`)).toBeTruthy();
  });

  it('searches the catalogue and requests a slot; a refusal is shown in its words', async () => {
    signedInAs('Member');
    const api = stubApi({
      'GET /api/r/slot-requests': ok(state({ queue: [request()] })),
      'GET /api/r/slot-requests/slots?q=ga': ok([slot(12, 'Gates of Olympus'), slot(11, 'Mental')]),
      'POST /api/r/slot-requests': (body) =>
        (body as { slot_id: number }).slot_id === 12
          ? ok(state({ mine: [request({ id: 2, slot: slot(12, 'Gates of Olympus') })] }), 'Slot requested')
          : fail(409, 'This slot is already in the queue', null, 'slot_requests.already_queued'),
    });
    render();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search slots' }), 'ga');
    const results = await screen.findByRole('list', { name: 'Matching slots' });
    expect(within(results).getByText('In the queue')).toBeTruthy();
    await userEvent.click(within(results).getByRole('button', { name: 'Request Gates of Olympus' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ slot_id: 12 });
    expect(await screen.findByRole('list', { name: 'Your requests' })).toBeTruthy();
  });

  it('shows a closed queue, and no Request for visitors or staff', async () => {
    signedInAs('Admin');
    stubApi({
      'GET /api/r/slot-requests': ok(state({ settings: { ...state().settings, open: false } })),
      'GET /api/r/slot-requests/slots?q=me': ok([slot(11, 'Mental')]),
    });
    render();
    expect(await screen.findByText('Slot requests are closed right now')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search slots' }), 'me');
    const results = await screen.findByRole('list', { name: 'Matching slots' });
    expect(within(results).queryByRole('button')).toBeNull();
  });
});
