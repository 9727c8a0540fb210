import type { UserSummary } from '@podium/shared/common/user';
import type { FriendRequest, Friendship } from '@podium/shared/friends/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FriendActions } from '@/features/friends/components/FriendActions.tsx';
import { FriendsNavButton } from '@/features/friends/components/FriendsNavButton.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { fail, friendship, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const VIEWER = 3;
vi.mocked(useAuth).mockReturnValue({
  user: currentUser({ id: VIEWER }),
  isAuthenticated: true,
  isAdmin: false,
});

const summary = (id: number, username: string): UserSummary => ({
  id,
  username,
  display_name: username.replace('_', ' '),
  avatar_url: '',
  kick_username: null,
  role: 'Member',
});

const actions = (f: Friendship | null, isOwnProfile = false, viewerId: number | null = VIEWER) =>
  renderRoute(<FriendActions userId={7} friendship={f} viewerId={viewerId} isOwnProfile={isOwnProfile} />, {
    route: '/',
  });

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('friend buttons by friendship state (SPEC §4)', () => {
  it('can_send_request: Add Friend', () => {
    actions(friendship());
    expect(buttons()).toEqual(['Add Friend']);
  });

  it('a pending request the viewer sent: a disabled Request Sent', () => {
    actions(friendship({ id: 5, status: 'pending', sender_id: VIEWER, can_send_request: false }));
    expect(buttons()).toEqual(['Request Sent']);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('can_accept: Accept and Decline', () => {
    actions(
      friendship({
        id: 5,
        status: 'pending',
        sender_id: 7,
        can_send_request: false,
        can_accept: true,
        can_decline: true,
      }),
    );
    expect(buttons()).toEqual(['Accept', 'Decline']);
  });

  it("accepted: a 'Friends' badge and Remove Friend", () => {
    actions(
      friendship({ id: 5, status: 'accepted', sender_id: 7, can_send_request: false, can_remove: true }),
    );
    expect(buttons()).toEqual(['Remove Friend']);
    expect(screen.getByText('Friends')).toBeTruthy();
  });

  it('nothing on one’s own profile or when signed out', () => {
    actions(friendship(), true);
    expect(buttons()).toEqual([]);
    actions(friendship(), false, null);
    expect(buttons()).toEqual([]);
  });
});

describe('friend actions and their toasts (SPEC §8)', () => {
  const pending = friendship({
    id: 5,
    status: 'pending',
    sender_id: 7,
    can_send_request: false,
    can_accept: true,
    can_decline: true,
  });
  const accepted = friendship({
    id: 5,
    status: 'accepted',
    sender_id: 7,
    can_send_request: false,
    can_remove: true,
  });

  it('accept posts to /friends/{id}/accept', async () => {
    const api = stubApi({ 'POST /api/r/friends/5/accept': ok({ friendship_id: 5 }) });
    actions(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Friend request accepted'));
    expect(api.writes().map((c) => c.path)).toEqual(['/api/r/friends/5/accept']);
  });

  it('decline posts to /friends/{id}/decline', async () => {
    stubApi({ 'POST /api/r/friends/5/decline': ok(null) });
    actions(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Friend request declined'));
  });

  it('remove deletes /friends/{id}', async () => {
    const api = stubApi({ 'DELETE /api/r/friends/5': ok(null) });
    actions(accepted);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Friend' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Friend removed successfully'));
    expect(api.writes()[0]!.method).toBe('DELETE');
  });

  it.each([
    ['Accept', pending, 'POST /api/r/friends/5/accept', 'Failed to accept friend request'],
    ['Decline', pending, 'POST /api/r/friends/5/decline', 'Failed to decline friend request'],
    ['Remove Friend', accepted, 'DELETE /api/r/friends/5', 'Failed to remove friend'],
  ])('%s failing toasts its fixed text', async (name, state, route, text) => {
    stubApi({ [route]: fail(409, 'Something the server said') });
    actions(state);
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
  });

  it('a refused friend request shows the server message, else the fixed text', async () => {
    stubApi({ 'POST /api/r/friends/request': fail(409, 'A friend request between you already exists.') });
    actions(friendship());
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('A friend request between you already exists.'),
    );

    vi.mocked(toast.error).mockClear();
    stubApi({ 'POST /api/r/friends/request': fail(500, null) });
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send friend request'));
  });
});

describe('friends control in the top navigation', () => {
  const request: FriendRequest = {
    id: 21,
    created_at: '2026-11-20T10:00:00.000Z',
    user: summary(9, 'neon_nina'),
  };

  it('shows the pending count and lists the requests with Accept and Decline', async () => {
    let requests = [request];
    const api = stubApi({
      'GET /api/r/friends/requests': () => ok(requests),
      'POST /api/r/friends/21/accept': () => {
        requests = [];
        return ok({ friendship_id: 21 });
      },
    });
    renderRoute(<FriendsNavButton />, { route: '/' });
    const trigger = await screen.findByRole('button', { name: 'Friends, 1 pending request' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Friends' });
    expect(
      within(dialog)
        .getByRole('link', { name: /neon nina/ })
        .getAttribute('href'),
    ).toBe('/profile/neon_nina');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept neon nina' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Friend request accepted'));
    expect(api.writes().map((c) => c.path)).toEqual(['/api/r/friends/21/accept']);
    expect(await within(dialog).findByText('No pending friend requests.')).toBeTruthy();
    // The trigger sits behind the modal panel (hidden from assistive technology while it is open).
    expect(screen.getByRole('button', { name: 'Friends', hidden: true })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friends' }));
  });

  it('searches from 2 characters, once typing settles, and offers Add Friend', async () => {
    let state = friendship();
    const api = stubApi({
      'GET /api/r/friends/requests': ok([]),
      'GET /api/r/friends/search?query=sp': () => ok([{ ...summary(8, 'spinmaster'), friendship: state }]),
      'POST /api/r/friends/request': () => {
        state = friendship({ id: 30, status: 'pending', sender_id: VIEWER, can_send_request: false });
        return ok({ friendship_id: 30 });
      },
    });
    renderRoute(<FriendsNavButton />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Friends' }));
    const box = await screen.findByRole('searchbox', { name: 'Search members' });
    await userEvent.type(box, 's');
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    await userEvent.type(box, 'p');
    const results = await screen.findByRole('list', { name: 'Search results' });
    // Only the settled text was searched ('s' alone is too short).
    expect(new Set(api.calls.filter((c) => c.path.includes('search')).map((c) => c.path))).toEqual(
      new Set(['/api/r/friends/search?query=sp']),
    );
    await userEvent.click(within(results).getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Friend request sent successfully'));
    expect(api.writes()[0]!.body).toEqual({ user_id: 8 });
    expect(await within(results).findByRole('button', { name: 'Request Sent' })).toBeTruthy();
  });
});
