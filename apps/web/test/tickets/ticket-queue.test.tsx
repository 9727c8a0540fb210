import type { StaffTicket, StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportTicketAdminDetailPage } from '@/features/tickets/admin/SupportTicketAdminDetailPage.tsx';
import { SupportTicketsAdminPage } from '@/features/tickets/admin/SupportTicketsAdminPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user as currentUser } from '../helpers/boot.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const MODERATOR = 5;
vi.mocked(useAuth).mockReturnValue({
  user: currentUser({ id: MODERATOR, username: 'mod', role: 'Moderator' }),
  isAuthenticated: true,
  isAdmin: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ticket = (over: Partial<StaffTicket> = {}): StaffTicket => ({
  id: 7,
  category: 'account',
  subject: 'Cannot link Kick',
  status: 'open',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  redemption: null,
  member: { id: 3, username: 'alice', display_name: 'Alice' },
  message_count: 1,
  closed_by: null,
  ...over,
});

const detail = (over: Partial<StaffTicket> = {}): StaffTicketDetail => ({
  ...ticket(over),
  closed_at: null,
  messages: [
    {
      id: 1,
      body: 'It says taken',
      from_staff: false,
      staff_only: false,
      author_name: 'Alice',
      created_at: '2026-11-01T10:00:00.000Z',
      system: false,
    },
  ],
});

const page = (id = '7') =>
  renderAdmin(
    <Routes>
      <Route path="/admin-new/tickets/:id" element={<SupportTicketAdminDetailPage />} />
    </Routes>,
    `/admin-new/tickets/${id}`,
  );

describe('the staff ticket queue', () => {
  it('shows open tickets by default and filters by status and topic through the URL', async () => {
    const api = stubApi({
      'GET /api/staff/tickets?page=1&status=open': ok({
        tickets: [ticket()],
        page: 1,
        page_size: 25,
        total: 1,
      }),
      'GET /api/staff/tickets?page=1&category=account': ok({ tickets: [], page: 1, page_size: 25, total: 0 }),
    });
    const { user } = renderAdmin(<SupportTicketsAdminPage />, '/admin-new/tickets');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/admin-new/tickets/7');
    expect(link.textContent).toContain('@alice');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Topic'), 'account');
    expect(await screen.findByText('No tickets found')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain('/api/staff/tickets?page=1&category=account');
  });

  it('replies to a member and closes the ticket', async () => {
    const api = stubApi({
      'GET /api/staff/tickets/7': ok(detail()),
      'POST /api/staff/tickets/7/reply': ok(detail({ status: 'answered' }), ticketsMessages.replied),
      'POST /api/staff/tickets/7/close': ok(detail({ status: 'closed' }), ticketsMessages.closed),
    });
    const { user } = page();
    await user.type(await screen.findByLabelText('Reply to the member'), 'Unlinked it for you');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.replied));
    // Close asks first: Cancel closes nothing.
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    let dialog = await screen.findByRole('dialog', { name: ticketsMessages.closeConfirmTitle });
    expect(dialog.textContent).toContain(ticketsMessages.closeConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().map((w) => w.path)).toEqual(['/api/staff/tickets/7/reply']);

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    dialog = await screen.findByRole('dialog', { name: ticketsMessages.closeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.closed));
    expect(await screen.findByText(ticketsMessages.staffClosed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().map((w) => w.path)).toEqual([
      '/api/staff/tickets/7/reply',
      '/api/staff/tickets/7/close',
    ]);
  });

  it('reopens a closed ticket', async () => {
    const api = stubApi({
      'GET /api/staff/tickets/7': ok(detail({ status: 'closed' })),
      'POST /api/staff/tickets/7/reopen': ok(detail({ status: 'open' }), ticketsMessages.reopened),
    });
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: ticketsMessages.reopen }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.reopened));
    expect(await screen.findByLabelText('Reply to the member')).toBeTruthy();
    expect(api.writes().map((w) => w.path)).toEqual(['/api/staff/tickets/7/reopen']);
  });

  it('shows the site’s own line apart from people’s messages', async () => {
    const closed = detail({ status: 'closed' });
    closed.messages.push({
      id: 2,
      body: ticketsMessages.closedByDeletion,
      from_staff: true,
      staff_only: false,
      author_name: null,
      created_at: '2026-11-03T10:00:00.000Z',
      system: true,
    });
    stubApi({ 'GET /api/staff/tickets/7': ok(closed) });
    page();
    const items = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain(
      `${ticketsMessages.systemAuthor} · ${ticketsMessages.closedByDeletion}`,
    );
    expect(items[1]!.textContent).not.toContain('Support team');
  });

  it('adds a staff note, shown apart as a note, without changing who the ticket waits on', async () => {
    const noted = detail();
    noted.messages.push({
      id: 2,
      body: 'Paid on Monday, see payout #12.',
      from_staff: true,
      staff_only: true,
      author_name: 'mod',
      created_at: '2026-11-03T10:00:00.000Z',
      system: false,
    });
    const api = stubApi({
      'GET /api/staff/tickets/7': ok(detail()),
      'POST /api/staff/tickets/7/notes': ok(noted, ticketsMessages.noted),
    });
    const { user } = page();
    await user.click(await screen.findByText(ticketsMessages.addStaffNote, { selector: 'summary' }));
    await user.type(screen.getByLabelText(ticketsMessages.staffNoteField), 'Paid on Monday, see payout #12.');
    await user.click(screen.getByRole('button', { name: ticketsMessages.addStaffNote }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.noted));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        path: '/api/staff/tickets/7/notes',
        body: { message: 'Paid on Monday, see payout #12.' },
      }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    await waitFor(() => expect(items.length).toBeGreaterThan(0));
    const note = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem')[1]!;
    expect(note.textContent).toContain(ticketsMessages.staffNoteLabel);
    expect(note.textContent).not.toContain('Support team');
  });

  it('offers no staff reply or close on the viewer’s own ticket', async () => {
    stubApi({
      'GET /api/staff/tickets/7': ok(
        detail({ member: { id: MODERATOR, username: 'mod', display_name: 'mod' } }),
      ),
    });
    page();
    expect(await screen.findByText(ticketsMessages.ownTicket)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });
});
