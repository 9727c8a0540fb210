import { raffleErrorCodes } from '@podium/shared/raffles/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RafflesAdminPage } from '@/features/raffles/admin/RafflesAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';
import { adminRaffle } from './raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const row = (title: string) =>
  within(screen.getByRole('list', { name: 'Raffles' }))
    .getAllByRole('listitem')
    .find((li) => li.querySelector('h3')?.textContent === title) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Raffles admin', () => {
  it('shows an empty state, then lists raffles with their state and facts', async () => {
    stubApi({ 'GET /api/admin/raffles': ok([]) });
    const view = renderAdmin(<RafflesAdminPage />);
    expect(await screen.findByText('No raffles yet')).toBeTruthy();
    view.unmount();

    stubApi({
      'GET /api/admin/raffles': ok([
        adminRaffle({ id: 1, title: 'Open One' }),
        adminRaffle({ id: 2, title: 'Drawn One', drawn_at: '2026-11-20T18:00:00.000Z', has_ended: true }),
        adminRaffle({ id: 3, title: 'Paused One', is_paused: true, is_accepting_entries: false }),
      ]),
    });
    renderAdmin(<RafflesAdminPage />);
    await screen.findByText('Open One');
    expect(row('Open One').textContent).toContain('Active');
    expect(row('Open One').textContent).toContain('Entries6');
    expect(row('Open One').textContent).toContain('EntryFree, Points (100), Password');
    expect(row('Drawn One').textContent).toContain('Drawn');
    // A drawn raffle can no longer change: only its entries and winners are offered.
    expect(within(row('Drawn One')).queryByRole('button')).toBeNull();
    expect(within(row('Drawn One')).getByRole('link').getAttribute('href')).toBe('/admin-new/raffles/2');
    expect(
      within(row('Paused One')).getByRole('button', { name: 'Resume entries of Paused One' }),
    ).toBeTruthy();
  });

  it('checks the form with the shared schema, then creates the raffle with its password', async () => {
    const api = stubApi({
      'GET /api/admin/raffles': ok([]),
      'POST /api/admin/raffles': (body) => ({
        ...ok(adminRaffle(body as object), 'Raffle created'),
        status: 201,
      }),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Add raffle' }));
    const dialog = screen.getByRole('dialog', { name: 'Add raffle' });
    const title = within(dialog).getByLabelText('Title');
    await user.click(within(dialog).getByRole('switch', { name: 'Free entry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));
    expect(descriptionOf(title)).toContain('Title is required');
    expect(
      within(dialog).getByText('Choose at least one way to enter: free, points or a password.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(title, 'Stream Giveaway');
    await user.click(within(dialog).getByRole('switch', { name: 'Points entry' }));
    await user.type(within(dialog).getByLabelText('Points per entry'), '250');
    await user.type(within(dialog).getByLabelText('Max tickets per member'), '10');
    await user.selectOptions(within(dialog).getByLabelText('Password entry'), 'Set a password');
    await user.type(within(dialog).getByLabelText('Password'), 'spin');
    const winners = within(dialog).getByLabelText('Number of winners');
    await user.clear(winners);
    await user.type(winners, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create raffle' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Raffle created'));
    const body = api.writes()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Stream Giveaway',
      description: '',
      image: null,
      number_of_winners: 2,
      allow_passwordless_entry: false,
      allow_points_entry: true,
      points_per_entry: 250,
      max_tickets_per_member: 10,
      password: 'spin',
    });
    expect(Date.parse(body.end_datetime as string) - Date.parse(body.start_datetime as string)).toBe(
      7 * 86_400_000,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits keep the password unless asked; server field errors show under the field', async () => {
    const api = stubApi({
      'GET /api/admin/raffles': ok([adminRaffle({ title: 'Weekly' })]),
      'PUT /api/admin/raffles/1': (body) =>
        (body as { password?: unknown }).password === null
          ? ok(adminRaffle(), 'Raffle saved')
          : fail(400, 'The end must be in the future', { end_datetime: ['The end must be in the future'] }),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Weekly' });
    expect((within(dialog).getByLabelText('Password entry') as HTMLSelectElement).value).toBe('keep');
    await user.click(within(dialog).getByRole('button', { name: 'Save raffle' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The end must be in the future'));
    expect(api.writes()[0]?.body).not.toHaveProperty('password');
    expect(descriptionOf(within(dialog).getByLabelText('Ends (drawn then)'))).toContain(
      'The end must be in the future',
    );

    await user.selectOptions(within(dialog).getByLabelText('Password entry'), 'Remove password entry');
    await user.click(within(dialog).getByRole('button', { name: 'Save raffle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Raffle saved'));
    expect(api.writes()[1]?.body).toHaveProperty('password', null);
  });

  it('pauses, draws now after confirming, and cancels with refunds after confirming', async () => {
    const api = stubApi({
      'GET /api/admin/raffles': ok([adminRaffle({ title: 'Weekly' })]),
      'POST /api/admin/raffles/1/pause': ok(adminRaffle({ is_paused: true }), 'Entries paused'),
      'POST /api/admin/raffles/1/draw': ok(adminRaffle(), 'Winners drawn'),
      'POST /api/admin/raffles/1/cancel': ok(
        { raffle: adminRaffle(), refunded_members: 2, refunded_points: 300 },
        'Raffle cancelled: points entries refunded',
      ),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Pause entries of Weekly' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Entries paused'));

    await user.click(screen.getByRole('button', { name: 'Draw now: Weekly' }));
    const draw = screen.getByRole('dialog', { name: 'Draw winners now?' });
    expect(draw.textContent).toContain('3 winners are drawn from its 6 tickets');
    await user.click(within(draw).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Winners drawn'));

    await user.click(screen.getByRole('button', { name: 'Cancel Weekly' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel this raffle?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel raffle' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Raffle cancelled: points entries refunded (300 points to 2 members)',
      ),
    );
    expect(api.writes().map((w) => w.path)).toEqual([
      '/api/admin/raffles/1/pause',
      '/api/admin/raffles/1/draw',
      '/api/admin/raffles/1/cancel',
    ]);
  });

  it('a refused action toasts the envelope message', async () => {
    stubApi({
      'GET /api/admin/raffles': ok([adminRaffle({ title: 'Weekly' })]),
      'POST /api/admin/raffles/1/draw': fail(
        409,
        'This raffle has been drawn: it can no longer change.',
        null,
        raffleErrorCodes.alreadyDrawn,
      ),
    });
    const { user } = renderAdmin(<RafflesAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Draw now: Weekly' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Draw now' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This raffle has been drawn: it can no longer change.'),
    );
  });
});
