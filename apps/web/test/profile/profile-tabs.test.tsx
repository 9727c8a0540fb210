import type { ProfileAchievement } from '@podium/shared/achievements/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileRoute } from '@/app/routes/ProfileRoute.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { ok, profile, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

function signedIn(id: number | null) {
  const user = id === null ? null : currentUser({ id });
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: user !== null, isAdmin: false });
}

const achievement = (id: number, over: Partial<ProfileAchievement> = {}): ProfileAchievement => ({
  id,
  title: `Achievement ${id}`,
  name: `Achievement ${id}`,
  description: `Description ${id}`,
  category: 'gaming',
  icon: 'trophy',
  unlocked: false,
  unlocked_at: null,
  ...over,
});

const prediction = (id: number) => ({
  id,
  created_at: `2026-11-0${id}T12:00:00.000Z`,
  predicted_end_balance: 1000 + id,
  predicted_highest_multiplier: 100 + id / 4,
});

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('profile tabs', () => {
  it('starts on Overview and moves between the four tabs with the arrow keys', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Stats', 'Achievements', 'Friends']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true');
  });

  it('overview lists the first 3 bonus hunt predictions and the 3 latest unlocked achievements', async () => {
    signedIn(null);
    const achievements = [
      achievement(1, { unlocked: true, unlocked_at: '2026-03-01T00:00:00.000Z' }),
      achievement(2, { unlocked: true, unlocked_at: '2026-06-01T00:00:00.000Z' }),
      achievement(3),
      achievement(4, { unlocked: true, unlocked_at: '2026-05-01T00:00:00.000Z' }),
      achievement(5, { unlocked: true, unlocked_at: '2026-01-01T00:00:00.000Z' }),
    ];
    const activity = [1, 2, 3, 4].map(prediction);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(
        profile({
          achievements,
          recent_activity: {
            bonus_hunt_predictions: activity,
            tournament_predictions: [],
            raffle_entries: [],
          },
        }),
      ),
    });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const history = (await screen.findByRole('heading', { name: 'Activity History' })).closest('section')!;
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('End balance $1,001.00');
    expect(items[0]!.textContent).toContain('Highest multiplier 100.25x');
    const recent = screen.getByRole('heading', { name: 'Recent Achievements' }).closest('section')!;
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Achievement 2', 'Achievement 4', 'Achievement 1']);
  });

  it('overview says so when there is no activity', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    expect(await screen.findByText('No recent activity yet.')).toBeTruthy();
  });

  it('achievements: every one in the grid, locked ones dimmed, icon by category', async () => {
    signedIn(null);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(
        profile({
          achievements: [
            achievement(1, { category: 'social', unlocked: true, unlocked_at: '2026-03-01T00:00:00.000Z' }),
            achievement(2, { category: 'wagering' }),
          ],
        }),
      ),
    });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Achievements');
    const [unlocked, locked] = within(panel).getAllByRole('listitem');
    expect(unlocked!.getAttribute('data-locked')).toBe('false');
    expect(locked!.getAttribute('data-locked')).toBe('true');
    expect(locked!.className).toContain('opacity-50');
    expect(locked!.textContent).toContain('Locked');
    expect(unlocked!.querySelector('[data-category]')?.getAttribute('data-category')).toBe('social');
    expect(locked!.querySelector('[data-category]')?.getAttribute('data-category')).toBe('wagering');
  });

  it('stats: prediction, community and achievement cards, no points history on another profile', async () => {
    signedIn(3);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Stats');
    for (const title of ['Predictions', 'Community', 'Achievements']) {
      expect(within(panel).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(within(panel).queryByRole('heading', { name: 'Points History' })).toBeNull();
  });

  it('stats on one’s own profile adds the Points History with signed amounts and balances', async () => {
    signedIn(7);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(profile({ is_own_profile: true, friendship: null })),
      'GET /api/r/profile/points-history': ok([
        {
          id: 12,
          kind: 'admin_adjustment',
          amount: -200,
          xp: 0,
          reason: 'Refund',
          balance_after: 800,
          created_at: '2026-11-02T00:00:00.000Z',
        },
        {
          id: 11,
          kind: 'raffle_win',
          amount: 1000,
          xp: 50,
          reason: 'Won a raffle',
          balance_after: 1000,
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ]),
    });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Stats');
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).slice(1))).toEqual([
      ['admin adjustment', 'Refund', '−200', '800'],
      ['raffle win', 'Won a raffle', '+1,000', '1,000'],
    ]);
    // A short page is the last one.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('friends tab: mutual friends of another member link to their profiles', async () => {
    signedIn(3);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(profile()),
      'GET /api/r/friends/mutual/7': ok([
        {
          id: 8,
          username: 'spinmaster',
          display_name: 'spinmaster',
          avatar_url: '',
          kick_username: null,
          role: 'Member',
        },
      ]),
    });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Friends');
    const link = await within(panel).findByRole('link', { name: 'spinmaster' });
    expect(link.getAttribute('href')).toBe('/profile/spinmaster');
  });

  it('friends tab: an empty state when there are no mutual friends', async () => {
    signedIn(3);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()), 'GET /api/r/friends/mutual/7': ok([]) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Friends');
    expect(await within(panel).findByText('You have no mutual friends with Lucky Lena yet.')).toBeTruthy();
  });

  it('friends tab: one’s own profile points to the top navigation', async () => {
    signedIn(7);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile({ is_own_profile: true, friendship: null })) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Friends');
    expect(panel.textContent).toContain('in the top navigation');
  });

  it('friends tab: signed out asks to log in', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile({ friendship: null })) });
    renderRoute(<ProfileRoute />, { route: '/profile/lucky_lena', path: '/profile/:username' });
    const panel = await openTab('Friends');
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
