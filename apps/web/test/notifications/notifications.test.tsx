import type { NotificationPage, NotificationRow } from '@podium/shared/notifications/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettingsCard } from '@/features/notifications/components/NotificationSettingsCard.tsx';
import { NotificationsBell } from '@/features/notifications/components/NotificationsBell.tsx';
import { NotificationsPage } from '@/features/notifications/NotificationsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));
vi.mocked(useAuth).mockReturnValue({ user: currentUser({ id: 3 }), isAuthenticated: true, isAdmin: false });

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const row = (id: number, read = false): NotificationRow => ({
  id,
  kind: 'friend_request',
  data: { from_user_id: 10 + id, from_username: `member${id}` },
  created_at: '2026-11-26T20:00:00.000Z',
  read_at: read ? '2026-11-26T21:00:00.000Z' : null,
});
const page = (rows: NotificationRow[], over: Partial<NotificationPage> = {}): NotificationPage => ({
  notifications: rows,
  page: 1,
  page_size: 20,
  total: rows.length,
  unread: rows.filter((r) => !r.read_at).length,
  ...over,
});

describe('the bell', () => {
  it('names its unread count, lists the newest, marks one read when opened and all on request', async () => {
    const api = stubApi({
      'GET /api/r/notifications/unread-count': ok({ unread: 2 }),
      'GET /api/r/notifications?page=1&limit=8': ok(page([row(2), row(1)])),
      'POST /api/r/notifications/2/read': ok({ ...row(2), read_at: '2026-11-26T22:00:00.000Z' }),
      'POST /api/r/notifications/read-all': ok({ marked: 1 }, 'All notifications marked as read'),
    });
    renderRoute(<NotificationsBell />, { route: '/' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const items = await screen.findAllByRole('menuitem', { name: /sent you a friend request/ });
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('member2 sent you a friend request.'),
      expect.stringContaining('member1 sent you a friend request.'),
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/profile/member2');
    await userEvent.click(items[0]!);
    await waitFor(() => expect(api.writes().map((c) => c.path)).toEqual(['/api/r/notifications/2/read']));

    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.writes().map((c) => c.path)).toContain('/api/r/notifications/read-all'));
  });

  it('says when there is nothing yet', async () => {
    stubApi({
      'GET /api/r/notifications/unread-count': ok({ unread: 0 }),
      'GET /api/r/notifications?page=1&limit=8': ok(page([])),
    });
    renderRoute(<NotificationsBell />, { route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});

describe('the notifications page', () => {
  it('pages through them, newest first, unread marked for screen readers', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(40 - i, i > 0));
    stubApi({
      'GET /api/r/notifications?page=1': ok(page(rows, { total: 25, unread: 1 })),
      'GET /api/r/notifications?page=2': ok(page([row(5, true)], { page: 2, total: 25, unread: 1 })),
    });
    renderRoute(<NotificationsPage />, { route: '/notifications' });
    const links = await screen.findAllByRole('link', { name: /sent you a friend request/ });
    expect(links).toHaveLength(20);
    expect(links[0]!.textContent).toMatch(/^Unread: member40 sent you a friend request/);
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: /member5 sent you a friend request/ })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/r/notifications?page=1': ok(page([])) });
    renderRoute(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the email setting', () => {
  it('is off by default and saved when switched', async () => {
    const api = stubApi({
      'GET /api/r/notifications/settings': ok({ email_wins: false, email_available: true, has_email: true }),
      'PUT /api/r/notifications/settings': ok(
        { email_wins: true, email_available: true, has_email: true },
        'Notification settings saved',
      ),
    });
    renderRoute(<NotificationSettingsCard />, { route: '/' });
    const box = await screen.findByRole('checkbox', { name: 'Email me about wins and payouts' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/api/r/notifications/settings', body: { email_wins: true } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Notification settings saved');
  });

  it('cannot be turned on without email on the site', async () => {
    stubApi({
      'GET /api/r/notifications/settings': ok({ email_wins: false, email_available: false, has_email: true }),
    });
    renderRoute(<NotificationSettingsCard />, { route: '/' });
    const box = await screen.findByRole('checkbox', { name: 'Email me about wins and payouts' });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This site does not send email.')).toBeTruthy();
  });
});
