import type { CurrentUser } from '@podium/shared/common/user';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '@/features/account/SettingsPage.tsx';
import { user as currentUser } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { fail, renderRoute, stubApi, userReply } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

function open(user: CurrentUser | null, route = '/settings') {
  return renderRoute(<SettingsPage />, {
    route,
    path: '/settings',
    seed: (client) => {
      client.setQueryData(['current-user'], user);
      client.setQueryData(['settings'], settings());
    },
  });
}

const linked = (over: Partial<CurrentUser> = {}) => currentUser({ kick_username: 'member_kick', ...over });

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('settings when signed out', () => {
  it("shows 'Authentication Required' with a Discord login link to /login", () => {
    open(null);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login with Discord' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Profile Settings' })).toBeNull();
  });
});

describe('profile settings', () => {
  it('counts the bio characters live, out of 500', async () => {
    open(linked({ bio: 'Hello' }));
    expect(screen.getByText('5/500')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Bio'), ' there');
    expect(screen.getByText('11/500')).toBeTruthy();
    expect(screen.getByLabelText('Bio').getAttribute('maxlength')).toBe('500');
  });

  it('saves the bio, toasts success and shows the user the server returned', async () => {
    const api = stubApi({
      'POST /api/r/profile/update': userReply(linked({ bio: 'Saved by the server' })),
    });
    open(linked({ bio: '' }));
    await userEvent.type(screen.getByLabelText('Bio'), 'New bio');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/r/profile/update', body: { bio: 'New bio' } },
    ]);
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Saved by the server');
  });

  it('shows the server message when the save fails, else the fixed text', async () => {
    stubApi({ 'POST /api/r/profile/update': fail(429, 'Too many requests') });
    open(linked());
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests'));

    vi.mocked(toast.error).mockClear();
    stubApi({ 'POST /api/r/profile/update': fail(500, null) });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile'));
  });

  it("says 'An error occurred while updating profile' when the request never gets an answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    open(linked());
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred while updating profile'));
  });
});

describe('account connections', () => {
  it('labels the three casino usernames from the settings and saves them', async () => {
    const saved = linked({ crypto: 'roo_lena' });
    const api = stubApi({
      'POST /api/r/profile/update': userReply(saved, 'ok'),
    });
    open(linked());
    await userEvent.type(screen.getByLabelText('Roobet Username'), 'roo_lena');
    expect(screen.getByLabelText('Gamdom Username')).toBeTruthy();
    expect(screen.getByLabelText('Shuffle Username')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Connections' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Connections updated successfully!'));
    expect(api.writes()[0]!.body).toEqual({ crypto: 'roo_lena', crypto2: null, crypto3: null });
  });

  it('shows a taken casino username under its field and as the toast', async () => {
    const message = 'This Roobet Username is already linked to another member.';
    stubApi({ 'POST /api/r/profile/update': fail(409, message, { crypto: [message] }) });
    open(linked());
    const field = screen.getByLabelText('Roobet Username');
    await userEvent.type(field, 'taken_name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Connections' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message, { selector: 'p' })).toBeTruthy();
    await userEvent.type(field, 'x');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it("falls back to 'Failed to update connections' without a server message", async () => {
    stubApi({ 'POST /api/r/profile/update': fail(500, null) });
    open(linked());
    await userEvent.click(screen.getByRole('button', { name: 'Save Connections' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update connections'));
  });

  it('shows the Kick username and disconnects it', async () => {
    const after = linked({ kick_username: null });
    const api = stubApi({
      'POST /api/r/profile/disconnect-kick': userReply(after, 'Kick account disconnected successfully!'),
    });
    open(linked());
    expect(screen.getByText('member_kick')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Kick account disconnected successfully!'),
    );
    expect(api.writes()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Connect Kick' }).getAttribute('href')).toBe('/auth/kick');
  });

  it("toasts 'Failed to disconnect Kick account' when that fails without a message", async () => {
    stubApi({ 'POST /api/r/profile/disconnect-kick': fail(500, null) });
    open(linked());
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to disconnect Kick account'));
  });
});

describe('social media', () => {
  it('checks usernames with the shared rules before sending', async () => {
    const api = stubApi({});
    open(linked());
    await userEvent.type(screen.getByLabelText('Twitter (X) Username'), 'not a handle!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Links' }));
    expect(await screen.findByText('X (Twitter) usernames are 1–15 letters, digits or _')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('saves the four usernames', async () => {
    const saved = linked({ twitter_user: 'lena' });
    const api = stubApi({
      'POST /api/r/profile/update': userReply(saved, 'ok'),
    });
    open(linked());
    await userEvent.type(screen.getByLabelText('Twitter (X) Username'), '@lena');
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Links' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Social media links updated successfully!'),
    );
    expect(api.writes()[0]!.body).toEqual({
      twitter_user: 'lena',
      instagram_user: null,
      youtube_user: null,
      tiktok_user: null,
    });
  });

  it("says 'An error occurred while updating social media links' on a network failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    open(linked());
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Links' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('An error occurred while updating social media links'),
    );
  });
});

describe('Kick prompts', () => {
  it('?highlight=kick makes the Kick card pulse for 3 seconds', async () => {
    vi.useFakeTimers();
    open(linked(), '/settings?highlight=kick');
    const card = () => document.getElementById('kick-connection')!;
    expect(card().getAttribute('data-highlighted')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(card().getAttribute('data-highlighted')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card().getAttribute('data-highlighted')).toBe('false');
  });

  it("reminds a member without a Kick link 500 ms after load: 'Connect your Kick account to continue'", async () => {
    vi.useFakeTimers();
    open(linked({ kick_username: null }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toast.error).toHaveBeenCalledWith('Connect your Kick account to continue', expect.anything());
  });

  it('does not remind a member who has a Kick link', async () => {
    vi.useFakeTimers();
    open(linked());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('explains a failed Kick connection from ?kick_error=', () => {
    open(linked(), '/settings?kick_error=taken');
    expect(toast.error).toHaveBeenCalledWith(
      'This Kick account is already linked to another member.',
      expect.anything(),
    );
  });

  it('confirms a Kick connection from ?kick=connected', () => {
    open(linked(), '/settings?kick=connected');
    expect(toast.success).toHaveBeenCalledWith('Kick account connected successfully!', expect.anything());
  });
});
