import type { TicketDetail, TicketSummary } from '@podium/shared/tickets/schemas';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTicketPage } from '@/features/tickets/CreateTicketPage.tsx';
import { TicketPage } from '@/features/tickets/TicketPage.tsx';
import { TicketsPage } from '@/features/tickets/TicketsPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { user as currentUser } from '../helpers/boot.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const signIn = (signedIn = true) =>
  vi.mocked(useAuth).mockReturnValue({
    user: signedIn ? currentUser({ id: 3, username: 'alice' }) : null,
    isAuthenticated: signedIn,
    isAdmin: false,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const summary = (over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 7,
  category: 'store_order',
  subject: 'Hoodie not delivered',
  status: 'answered',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  unread: true,
  redemption: { id: 4, item_name: 'Hoodie' },
  ...over,
});

const detail = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  ...summary({ unread: false }),
  closed_at: null,
  messages: [
    {
      id: 1,
      body: 'Where is it? <b>bold</b>',
      from_staff: false,
      staff_only: false,
      author_name: 'alice',
      created_at: '2026-11-01T10:00:00.000Z',
      system: false,
    },
    {
      id: 2,
      body: 'Shipped today.',
      from_staff: true,
      staff_only: false,
      author_name: 'Mod Max',
      created_at: '2026-11-02T10:00:00.000Z',
      system: false,
    },
  ],
  ...over,
});

const ticketRoute = (id = '7') =>
  renderAdmin(
    <Routes>
      <Route path="/tickets/:id" element={<TicketPage />} />
    </Routes>,
    `/tickets/${id}`,
  );

describe('the member’s tickets', () => {
  it('asks a visitor to sign in, and brings them back afterwards', () => {
    signIn(false);
    stubApi({});
    renderAdmin(<TicketsPage />, '/tickets');
    expect(screen.getByText(ticketsMessages.signIn)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Ftickets');
  });

  it('lists tickets with their status and a mark for a new reply', async () => {
    signIn();
    stubApi({
      'GET /api/r/tickets': ok([
        summary(),
        summary({ id: 8, subject: 'Login', status: 'open', unread: false, redemption: null }),
      ]),
    });
    renderAdmin(<TicketsPage />, '/tickets');
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/tickets/7');
    expect(first!.textContent).toContain('New reply');
    expect(first!.textContent).toContain('Answered');
    expect(first!.textContent).toContain('Store order · Hoodie');
    expect(second!.textContent).toContain('Open');
    expect(second!.textContent).not.toContain('New reply');
  });

  it('shows the conversation as text, the staff reply marked, and sends a reply', async () => {
    signIn();
    const api = stubApi({
      'GET /api/r/tickets/7': ok(detail()),
      'POST /api/r/tickets/7/reply': ok(detail({ status: 'open' }), ticketsMessages.replied),
      'GET /api/r/tickets/unread': ok({ count: 0 }),
    });
    const { user } = ticketRoute();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const [mine, staff] = within(conversation).getAllByRole('listitem');
    expect(mine!.textContent).toContain('Where is it? <b>bold</b>');
    expect(mine!.querySelector('b')).toBeNull();
    expect(staff!.textContent).toContain('Support team');
    expect(staff!.textContent).toContain('Mod Max');

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(descriptionOf(screen.getByLabelText('Your reply'))).toContain(ticketsMessages.messageRequired);
    await user.type(screen.getByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.replied));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/r/tickets/7/reply', body: { message: 'Thanks!' } },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
  });

  it('takes no reply on a closed ticket, and past 14 days links to a new one instead of reopening', async () => {
    signIn();
    const closedAt = new Date(Date.now() - 15 * 24 * 3600 * 1000).toISOString();
    stubApi({
      'GET /api/r/tickets/7': ok(detail({ status: 'closed', closed_at: closedAt })),
      'GET /api/r/tickets/unread': ok({ count: 0 }),
    });
    ticketRoute();
    expect(await screen.findByText(ticketsMessages.closedForGood)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: ticketsMessages.reopen })).toBeNull();
    expect(screen.getByRole('link', { name: ticketsMessages.newTicket }).getAttribute('href')).toBe(
      '/tickets/create',
    );
  });

  it('reopens a ticket closed within 14 days, and takes replies again', async () => {
    signIn();
    const closedAt = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    const api = stubApi({
      'GET /api/r/tickets/7': ok(detail({ status: 'closed', closed_at: closedAt })),
      'GET /api/r/tickets/unread': ok({ count: 0 }),
      'POST /api/r/tickets/7/reopen': ok(detail({ status: 'open' }), ticketsMessages.reopened),
    });
    const { user } = ticketRoute();
    expect(await screen.findByText(/You can reopen it until/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ticketsMessages.reopen }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ticketsMessages.reopened));
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeTruthy();
    expect(api.writes().map((w) => w.path)).toEqual(['/api/r/tickets/7/reopen']);
  });

  it('says a ticket that is not theirs is not found', async () => {
    signIn();
    stubApi({ 'GET /api/r/tickets/9': fail(404, ticketsMessages.notFound, null, 'tickets.not_found') });
    ticketRoute('9');
    expect(await screen.findByRole('heading', { name: ticketsMessages.notFound })).toBeTruthy();
  });
});

describe('opening a ticket', () => {
  it('checks the fields, sends the ticket about a purchase, and opens it', async () => {
    signIn();
    const created = detail({ id: 12, status: 'open' });
    const api = stubApi({
      'POST /api/r/tickets': {
        status: 201,
        body: { success: true, data: created, message: ticketsMessages.created, errors: null },
      },
    });
    const { user } = renderAdmin(
      <Routes>
        <Route
          path="/tickets/create"
          element={<CreateTicketPage purchases={[{ id: 4, label: 'Hoodie · #4' }]} />}
        />
        <Route path="/tickets/:id" element={<p>Ticket page</p>} />
      </Routes>,
      '/tickets/create',
    );
    // No category is chosen for the member.
    expect((screen.getByLabelText('What is it about?') as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(descriptionOf(screen.getByLabelText('What is it about?'))).toContain(
      ticketsMessages.categoryRequired,
    );
    expect(descriptionOf(screen.getByLabelText('Subject'))).toContain(ticketsMessages.subjectRequired);
    expect(descriptionOf(screen.getByLabelText('Message'))).toContain(ticketsMessages.messageRequired);
    expect(api.writes()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('What is it about?'), 'store_order');
    await user.selectOptions(screen.getByLabelText('Store purchase (optional)'), '4');
    await user.type(screen.getByLabelText('Subject'), 'Hoodie');
    await user.type(screen.getByLabelText('Message'), 'Not here yet');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket page')).toBeTruthy();
    expect(api.writes()[0]!.body).toEqual({
      category: 'store_order',
      subject: 'Hoodie',
      message: 'Not here yet',
      redemption_id: 4,
    });
    expect(toast.success).toHaveBeenCalledWith(ticketsMessages.created);
  });

  it('asks a visitor to sign in instead of showing the form', () => {
    signIn(false);
    stubApi({});
    renderAdmin(<CreateTicketPage />, '/tickets/create');
    expect(screen.getByText(ticketsMessages.signIn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Ticket' })).toBeNull();
  });
});
