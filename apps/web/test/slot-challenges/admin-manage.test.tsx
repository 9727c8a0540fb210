import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotChallengesAdminPage } from '@/features/slot-challenges/admin/SlotChallengesAdminPage.tsx';
import { fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const challenge = (over: Partial<Challenge> = {}): Challenge => ({
  id: 7,
  game: 'Gates of Olympus',
  min_multiplier: 1000,
  min_bet: 0.2,
  prize_type: 'cash',
  prize_value: 100,
  description: '',
  prize_label: '$100.00',
  casino: { id: 3, name: 'Roobet', slot: 1 },
  starts_at: '2026-11-26T10:00:00.000Z',
  ends_at: '2099-11-27T10:00:00.000Z',
  places: 2,
  places_taken: 0,
  state: 'open',
  winners: [],
  pending_claims: 1,
  my_claim: null,
  ...over,
});

const reads = (list: Challenge[]) => ({
  'GET /api/admin/slot-challenges': ok(list),
  'GET /api/admin/slot-challenges/claims': ok([]),
  'GET /api/admin/slot-challenges/casinos': ok([{ id: 3, name: 'Roobet' }]),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Admin › Slot challenges: managing a posted challenge', () => {
  it('edits a challenge with its terms filled in', async () => {
    const api = stubApi({
      ...reads([challenge()]),
      'PUT /api/admin/slot-challenges/7': ok([challenge({ game: 'Sweet Bonanza' })], 'Challenge saved'),
    });
    renderAdmin(<SlotChallengesAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gates of Olympus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gates of Olympus' });
    const game = within(dialog).getByLabelText(/^Slot/);
    expect((game as HTMLInputElement).value).toBe('Gates of Olympus');
    await userEvent.clear(game);
    await userEvent.type(game, 'Sweet Bonanza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save challenge' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({
      game: 'Sweet Bonanza',
      min_multiplier: 1000,
      min_bet: 0.2,
      prize_type: 'cash',
      prize_value: 100,
      platform_id: 3,
      places: 2,
      ends_at: '2099-11-27T10:00:00Z',
    });
  });

  it('cancels after a confirmation, and shows no Edit once a place is taken', async () => {
    const api = stubApi({
      ...reads([challenge({ places_taken: 1 })]),
      'POST /api/admin/slot-challenges/7/cancel': ok(
        [challenge({ state: 'cancelled' })],
        'Challenge cancelled',
      ),
    });
    renderAdmin(<SlotChallengesAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Gates of Olympus' }));
    expect(screen.queryByRole('button', { name: 'Edit Gates of Olympus' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this challenge?' });
    expect(within(dialog).getByText(/Claims waiting are refused/)).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel challenge' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.path).toBe('/api/admin/slot-challenges/7/cancel');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('shows the refusal when an edit comes too late', async () => {
    stubApi({
      ...reads([challenge()]),
      'PUT /api/admin/slot-challenges/7': fail(
        409,
        'A place of this challenge is taken already: it can no longer be edited',
        null,
        'slot_challenges.place_taken',
      ),
    });
    const { toast } = await import('sonner');
    renderAdmin(<SlotChallengesAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gates of Olympus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save challenge' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A place of this challenge is taken already: it can no longer be edited',
      ),
    );
  });
});
