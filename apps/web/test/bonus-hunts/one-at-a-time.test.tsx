import { bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import type {
  BonusHuntCurrent,
  HuntAdminDetail,
  HuntAdminListEntry,
} from '@podium/shared/bonus-hunts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusHuntAdminDetailPage } from '@/features/bonus-hunts/admin/BonusHuntAdminDetailPage.tsx';
import { BonusHuntsAdminPage } from '@/features/bonus-hunts/admin/BonusHuntsAdminPage.tsx';
import { BonusHuntPinnedOverlayPage } from '@/features/bonus-hunts/BonusHuntPinnedOverlayPage.tsx';
import { BonusHuntsPage } from '@/features/bonus-hunts/BonusHuntsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 045: a second running hunt is started only once the admin confirms; a finished hunt's
// winners stay on show with what each won; the pinned overlay follows its hunt; the admin copies its URL.
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const hunt = (id: number, title: string, status: 'active' | 'finished' = 'active') => ({
  id,
  title,
  start_balance: 500,
  predictions_active: false,
  status,
  prize_points: 100,
  prize_xp: 20,
  large_win_multiplier: 10_000,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: status === 'finished' ? '2026-11-23T12:00:00.000Z' : null,
});

const listEntry = (id: number, title: string, status: 'active' | 'finished'): HuntAdminListEntry => ({
  ...hunt(id, title, status),
  games_count: 3,
  predictions_count: 2,
});

const winners: BonusHuntCurrent['winners'] = [
  { category: 'end_balance', username: 'alice', points: 100, xp: 20 },
  { category: 'highest_multiplier', username: 'bob', points: 100, xp: 20 },
];

const view = (over: Partial<BonusHuntCurrent> = {}): BonusHuntCurrent => ({
  hunt: hunt(5, 'Finished Friday', 'finished'),
  statistics: { winnings: 400, break_even_multiplier: 0, average_multiplier: 50, highest_multiplier: 300 },
  games: [
    {
      id: 1,
      position: 1,
      slot_name: 'Mental',
      slot_image: null,
      provider: { name: 'Nolimit City' },
      slot_bet: 1,
      slot_win: 300,
      multiplier: 300,
      pending_win: false,
    },
  ],
  user_prediction: null,
  winners,
  ...over,
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('starting a hunt while another runs', () => {
  const refused = fail(
    409,
    bonusHuntErrors.anotherRunning.message,
    null,
    bonusHuntErrors.anotherRunning.code,
  );
  const created = (): HuntAdminDetail => ({
    ...view({ hunt: hunt(9, 'Late show'), winners: [] }),
    hunt: hunt(9, 'Late show'),
    predictions_count: 0,
  });

  const fillAndCreate = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add hunt' }));
    const form = await screen.findByRole('dialog', { name: 'Add hunt' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Late show');
    await userEvent.type(within(form).getByLabelText(/Start balance/), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Create hunt' }));
  };

  it('asks, naming the running hunt, and resends with the confirmation', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts': ok([
        listEntry(4, 'Friday hunt', 'active'),
        listEntry(2, 'Old', 'finished'),
      ]),
      'POST /api/admin/bonus-hunts': (body) =>
        (body as { confirm_concurrent?: boolean }).confirm_concurrent
          ? ok(created(), 'Bonus hunt created')
          : refused,
    });
    renderRoute(<BonusHuntsAdminPage />, { route: '/admin-new/bonus-hunts' });
    await fillAndCreate();

    const ask = await screen.findByRole('dialog', { name: 'Run two hunts at once?' });
    expect(ask.textContent).toContain('Another hunt is running: finish it first, or confirm to run both.');
    expect(ask.textContent).toContain('Running now: “Friday hunt”');
    expect(ask.textContent).not.toContain('Old');
    expect(toast.error).not.toHaveBeenCalled();
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]!.body).not.toHaveProperty('confirm_concurrent');

    await userEvent.click(within(ask).getByRole('button', { name: 'Start both' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]!.body).toMatchObject({
      title: 'Late show',
      start_balance: 250,
      confirm_concurrent: true,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bonus hunt created'));
  });

  it('cancelling sends nothing more and keeps the form', async () => {
    const api = stubApi({
      'GET /api/admin/bonus-hunts': ok([listEntry(4, 'Friday hunt', 'active')]),
      'POST /api/admin/bonus-hunts': refused,
    });
    renderRoute(<BonusHuntsAdminPage />, { route: '/admin-new/bonus-hunts' });
    await fillAndCreate();
    const ask = await screen.findByRole('dialog', { name: 'Run two hunts at once?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run two hunts at once?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Add hunt' })).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
  });
});

describe('a finished hunt on show, and the pinned overlay', () => {
  it("/bonus-hunts keeps a finished hunt's result with its winners and what each won", async () => {
    vi.mocked(useAuth).mockReturnValue({ user: null, isAuthenticated: false, isAdmin: false });
    stubApi({ 'GET /api/r/bonus-hunts/current': ok(view()) });
    renderRoute(<BonusHuntsPage />, { route: '/bonus-hunts' });
    const panel = await screen.findByRole('region', { name: 'Winners' });
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Closest end balancealice100 points + 20 XP',
      'Closest highest multiplierbob100 points + 20 XP',
    ]);
    expect(panel.textContent).toContain('its result stays here until the next hunt starts');
  });

  it('the pinned overlay reads its own hunt by id and names the winners once finished', async () => {
    const api = stubApi({ 'GET /api/r/bonus-hunts/5': ok(view()) });
    renderRoute(<BonusHuntPinnedOverlayPage />, {
      route: '/overlay/bonus-hunt/5',
      path: '/overlay/bonus-hunt/:id',
    });
    const overlay = await screen.findByTestId('bonus-hunt-pinned-overlay');
    expect(overlay.getAttribute('data-hunt-id')).toBe('5');
    expect(within(overlay).getByRole('heading', { level: 1 }).textContent).toBe('Finished Friday');
    expect(within(overlay).getByRole('region', { name: 'Winners' }).textContent).toContain(
      'bob100 points + 20 XP',
    );
    expect(api.calls.map((c) => c.path)).not.toContain('/api/r/bonus-hunts/current');
  });

  it("the admin's hunt page shows the pinned overlay URL to copy and the OBS size", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({
      'GET /api/admin/bonus-hunts/5': ok({
        ...view(),
        hunt: hunt(5, 'Finished Friday', 'finished'),
        predictions_count: 2,
      }),
    });
    renderRoute(<BonusHuntAdminDetailPage />, {
      route: '/admin-new/bonus-hunts/5',
      path: '/admin-new/bonus-hunts/:id',
    });
    const field = (await screen.findByLabelText('Overlay URL')) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/overlay/bonus-hunt/5`);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(/1920×1080/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/overlay/bonus-hunt/5`);
    expect(toast.success).toHaveBeenCalledWith('Overlay URL copied');
  });
});
