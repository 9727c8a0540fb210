import { profileErrorCodes } from '@podium/shared/profile/errors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileRoute } from '@/app/routes/ProfileRoute.tsx';
import { ProfileRedirect } from '@/features/profile/ProfileRedirect.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, friendship, ok, profile, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

function signedIn(id: number | null) {
  const user = id === null ? null : currentUser({ id, username: id === 7 ? 'lucky_lena' : 'member' });
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: user !== null, isAdmin: false });
}

const open = (username = 'lucky_lena') =>
  renderRoute(<ProfileRoute />, { route: `/profile/${username}`, path: '/profile/:username' });

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('profile page', () => {
  it('shows a spinner while the profile loads', () => {
    signedIn(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading profile');
  });

  it("shows 'Profile Not Found' for an unknown member, without an error toast", async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/nobody': fail(404, 'User not found', null, profileErrorCodes.userNotFound) });
    open('nobody');
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to load profile data' when the profile cannot be loaded", async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': fail(500, null) });
    open();
    await waitFor(
      () => expect(toast.error).toHaveBeenCalledWith('Failed to load profile data', expect.anything()),
      {
        timeout: 4000,
      },
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows the header: names, level, rank, badges, social links and the XP bar', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Lena' })).toBeTruthy();
    expect(screen.getByText('@lucky_lena')).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.textContent === 'Rank #4' && el.tagName === 'SPAN')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Early Bird')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'X (Twitter): lena' }).getAttribute('href')).toBe(
      'https://x.com/lena',
    );
    // 2,350 XP: 350 into level 3, out of the 1,000 the next level needs.
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('350');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(screen.getByText('350 / 1,000 XP')).toBeTruthy();
  });

  it('falls back to rank #999 when the profile has no rank', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile({ rank: 0 })) });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('#999').length).toBeGreaterThan(0);
  });

  it('offers Add Friend to a signed-in visitor of another profile, and no Settings button', async () => {
    signedIn(3);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    open();
    expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('offers no friend actions when signed out', async () => {
    signedIn(null);
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile({ friendship: null })) });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Friend/ })).toBeNull();
  });

  it('shows a Settings button on one’s own profile and no friend actions', async () => {
    signedIn(7);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(profile({ is_own_profile: true, friendship: null })),
    });
    open();
    expect((await screen.findByRole('link', { name: 'Settings' })).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('button', { name: /Friend/ })).toBeNull();
  });

  it('after Add Friend shows a disabled Request Sent and toasts success', async () => {
    signedIn(3);
    // Like the server: once the request exists, the profile reports it from the viewer's side.
    let current = profile();
    const api = stubApi({
      'GET /api/r/user/lucky_lena': () => ok(current),
      'POST /api/r/friends/request': () => {
        current = profile({
          friendship: friendship({ id: 41, status: 'pending', sender_id: 3, can_send_request: false }),
        });
        return ok({ friendship_id: 41 }, 'Friend request sent');
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    const sent = await screen.findByRole('button', { name: 'Request Sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/r/friends/request', body: { user_id: 7 } }]);
    expect(toast.success).toHaveBeenCalledWith('Friend request sent successfully');
  });

  it('shows Friends and Remove Friend for an accepted friendship', async () => {
    signedIn(3);
    stubApi({
      'GET /api/r/user/lucky_lena': ok(
        profile({
          friendship: friendship({
            id: 9,
            status: 'accepted',
            sender_id: 3,
            can_send_request: false,
            can_remove: true,
          }),
        }),
      ),
    });
    open();
    expect(await screen.findByRole('button', { name: 'Remove Friend' })).toBeTruthy();
    expect(screen.getByText('Friends', { selector: 'span' })).toBeTruthy();
  });
});

describe('/profile without a username', () => {
  const visit = () =>
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfileRedirect />} />
          <Route path="/profile/:username" element={<p>Profile of member</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('sends a signed-in member to their own profile', () => {
    signedIn(3);
    visit();
    expect(screen.getByText('Profile of member')).toBeTruthy();
  });

  it('sends a visitor to /login', () => {
    signedIn(null);
    visit();
    expect(screen.getByText('Login page')).toBeTruthy();
  });
});
