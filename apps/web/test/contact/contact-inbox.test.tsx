import type { ContactMessage, InboxPage } from '@podium/shared/contact/schemas';
import { contactMessages } from '@podium/shared/contact/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactInboxAdminPage } from '@/features/contact/admin/ContactInboxAdminPage.tsx';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Mallory',
  email: 'mallory@example.com',
  subject: 'Hi <img src=x onerror=alert(1)>',
  message: '<script>window.pwned = true</script>\nSecond line',
  member: null,
  created_at: '2026-11-01T10:00:00.000Z',
  read_at: null,
  archived_at: null,
  replied_at: null,
  replied_by: null,
  ...over,
});

const inbox = (messages: ContactMessage[], canReply: boolean): InboxPage => ({
  messages,
  page: 1,
  page_size: 20,
  total: messages.length,
  unread: messages.filter((m) => !m.read_at).length,
  can_reply: canReply,
});

describe('Admin › Contact inbox', () => {
  it('shows a message as text: markup in it stays words on the screen', async () => {
    stubApi({ 'GET /api/admin/contact/messages?folder=inbox&page=1': ok(inbox([message()], false)) });
    renderAdmin(<ContactInboxAdminPage />, '/admin-new/contact');
    const card = await screen.findByRole('article', { name: 'Hi <img src=x onerror=alert(1)>' });
    expect(within(card).getByTestId('contact-message-text').textContent).toBe(
      '<script>window.pwned = true</script>\nSecond line',
    );
    expect(card.querySelector('script, img')).toBeNull();
    expect(screen.getByText(/1 unread/).textContent).toContain('SMTP_URL');
    expect(within(card).queryByRole('button', { name: 'Reply by email' })).toBeNull();
  });

  it('marks a message read and archives it', async () => {
    const api = stubApi({
      'GET /api/admin/contact/messages?folder=inbox&page=1': ok(inbox([message()], false)),
      'POST /api/admin/contact/messages/1/read': ok(message({ read_at: 'now' }), contactMessages.markedRead),
      'POST /api/admin/contact/messages/1/archive': ok(
        message({ archived_at: 'now' }),
        contactMessages.archived,
      ),
    });
    const { user } = renderAdmin(<ContactInboxAdminPage />, '/admin-new/contact');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(contactMessages.markedRead));
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(contactMessages.archived));
    expect(api.writes().map((w) => w.path)).toEqual([
      '/api/admin/contact/messages/1/read',
      '/api/admin/contact/messages/1/archive',
    ]);
  });

  it('replies by email when SMTP is set up', async () => {
    const api = stubApi({
      'GET /api/admin/contact/messages?folder=inbox&page=1': ok(inbox([message()], true)),
      'POST /api/admin/contact/messages/1/reply': ok(message({ replied_at: 'now' }), contactMessages.replied),
    });
    const { user } = renderAdmin(<ContactInboxAdminPage />, '/admin-new/contact');
    await user.click(await screen.findByRole('button', { name: 'Reply by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Mallory' });
    await user.type(within(dialog).getByLabelText('Reply'), 'Thanks for writing');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(contactMessages.replied));
    expect(api.writes()[0]!.body).toEqual({ message: 'Thanks for writing' });
  });
});
