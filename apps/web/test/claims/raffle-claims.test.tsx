import type { ClaimInfo } from '@podium/shared/draws/claims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../helpers/members.tsx';
import { endedRaffle, member, winner } from '../raffles/raffle-data.ts';
import { openRaffle, readsOf, viewer } from '../raffles/render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const deadline = new Date(Date.now() + 5 * HOUR).toISOString();

/** Place 1 waits for the viewer (member id 3); place 2 was re-drawn with nonce 1 and then claimed. */
const claim = (state: 'waiting' | 'claimed' = 'waiting'): ClaimInfo => ({
  claim_window_hours: 24,
  auto_redraws_allowed: 2,
  auto_redraws_used: 1,
  claims: [
    {
      position: 1,
      user: member(3, 'member'),
      state,
      deadline,
      claimed_at: state === 'claimed' ? new Date().toISOString() : null,
      nonce: 0,
      redrawn_nonce: null,
      unclaimed_reason: null,
    },
    {
      position: 2,
      user: member(7, 'slow_sam'),
      state: 'redrawn',
      deadline: new Date(Date.now() - HOUR).toISOString(),
      claimed_at: null,
      nonce: 0,
      redrawn_nonce: 1,
      unclaimed_reason: null,
    },
    {
      position: 2,
      user: member(8, 'quick_kim'),
      state: 'claimed',
      deadline,
      claimed_at: new Date().toISOString(),
      nonce: 1,
      redrawn_nonce: null,
      unclaimed_reason: null,
    },
  ],
});

const drawn = (c: ClaimInfo) =>
  endedRaffle({ winners: [winner(3, 'member', 1), winner(8, 'quick_kim', 2)], claim: c });

describe('claiming a raffle prize (decision 064)', () => {
  it('shows the winner a claim button with the deadline and a countdown, and claims once', async () => {
    viewer('member');
    const api = stubApi({
      ...readsOf(drawn(claim())),
      'POST /api/r/raffles/2/claim': ok(
        { position: 1, claimed_at: new Date().toISOString() },
        'Prize claimed',
      ),
    });
    openRaffle(2);
    const panel = await screen.findByRole('region', { name: 'Prize claims' });
    expect(within(panel).getByText('You won place #1!')).toBeTruthy();
    expect(within(panel).getByText('Time left to claim')).toBeTruthy();
    expect(within(panel).getByText(/Claim by .* UTC/)).toBeTruthy();
    const states = within(panel).getByRole('list', { name: 'Claim state of each winner' });
    expect(states.textContent).toContain('Waiting for claim');
    expect(states.textContent).toContain('Not claimed – re-drawn (nonce 1)');
    expect(states.textContent).toContain('Claimed');

    await userEvent.click(within(panel).getByRole('button', { name: 'Claim your prize' }));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/r/raffles/2/claim', body: {} }]);
    expect(toast.success).toHaveBeenCalledWith('Prize claimed');
  });

  it('says "Claimed" to a winner who has claimed, and shows visitors the states without a button', async () => {
    viewer('member');
    stubApi(readsOf(drawn(claim('claimed'))));
    const first = openRaffle(2);
    const panel = await screen.findByRole('region', { name: 'Prize claims' });
    expect(within(panel).getByRole('status').textContent).toContain('Claimed');
    expect(within(panel).queryByRole('button', { name: 'Claim your prize' })).toBeNull();
    first.unmount();

    viewer('visitor');
    stubApi(readsOf(drawn(claim())));
    openRaffle(2);
    const seen = await screen.findByRole('region', { name: 'Prize claims' });
    expect(within(seen).queryByRole('button')).toBeNull();
    expect(within(seen).getByRole('list').textContent).toContain('Waiting for claim');
  });

  it('shows nothing for a raffle without a claim window', async () => {
    viewer('member');
    stubApi(readsOf(endedRaffle({ winners: [winner(3, 'member', 1)] })));
    openRaffle(2);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Prize claims' })).toBeNull();
  });
});
