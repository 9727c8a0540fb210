import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AffiliatesAdminPage } from '@/features/affiliates/admin/AffiliatesAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const affiliate = (id: number, name: string): Affiliate => ({
  id,
  name,
  logo_url: '',
  code: 'PODIUM',
  benefits: ['Rakeback'],
  redirect_url: `https://${name.toLowerCase()}.example/?ref=podium`,
});
const three = [affiliate(1, 'Roobet'), affiliate(2, 'Gamdom'), affiliate(3, 'Shuffle')];

const order = () =>
  within(screen.getByRole('list', { name: 'Affiliates in display order' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Affiliates admin', () => {
  it('shows an empty state when there are no affiliates', async () => {
    stubApi({ 'GET /api/admin/affiliates': ok([]) });
    renderAdmin(<AffiliatesAdminPage />);
    expect(await screen.findByText('No affiliates yet')).toBeTruthy();
  });

  it('moves an affiliate down at once and saves the whole new order', async () => {
    const api = stubApi({
      'GET /api/admin/affiliates': ok(three),
      'POST /api/admin/affiliates/reorder': (body) => ok(body, 'Order saved'),
      'GET /api/r/affiliates': ok(three),
    });
    const { user } = renderAdmin(<AffiliatesAdminPage />);
    await screen.findByText('Roobet');
    expect((screen.getByRole('button', { name: 'Move Roobet up' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Move Roobet down' }).focus();
    await user.keyboard('{Enter}');

    expect(order()).toEqual(['Gamdom', 'Roobet', 'Shuffle']);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', path: '/api/admin/affiliates/reorder', body: { ids: [2, 1, 3] } },
      ]),
    );
    // Focus stays with the moved row, so the keyboard user can keep moving it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Roobet down' })),
    );
  });

  it('puts the saved order back and says why when a reorder fails', async () => {
    stubApi({
      'GET /api/admin/affiliates': ok(three),
      'POST /api/admin/affiliates/reorder': fail(
        400,
        'The new order must list every affiliate exactly once.',
      ),
    });
    const { user } = renderAdmin(<AffiliatesAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Move Shuffle up' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The new order must list every affiliate exactly once.'),
    );
    await waitFor(() => expect(order()).toEqual(['Roobet', 'Gamdom', 'Shuffle']));
  });

  it('creates an affiliate from the dialog, dropping blank benefit rows', async () => {
    const api = stubApi({
      'GET /api/admin/affiliates': ok(three),
      'POST /api/admin/affiliates': (body) => ({
        status: 201,
        ...ok({ id: 9, ...(body as object) }, 'Affiliate created'),
      }),
      'GET /api/r/affiliates': ok(three),
    });
    const { user } = renderAdmin(<AffiliatesAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Add affiliate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add affiliate' });
    const form = within(dialog);
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Stake');
    await user.type(form.getByLabelText('Join link'), 'stake.example');
    await user.type(form.getByLabelText('Benefit 1'), 'Weekly reload');
    await user.click(form.getByRole('button', { name: 'Add benefit' }));
    expect(document.activeElement).toBe(form.getByLabelText('Benefit 2'));
    await user.click(form.getByRole('button', { name: 'Add benefit' }));
    await user.type(form.getByLabelText('Benefit 3'), '  10% rakeback ');

    await user.click(form.getByRole('button', { name: 'Create affiliate' }));
    expect(descriptionOf(form.getByLabelText('Join link'))).toContain(
      'Enter a full link starting with https://',
    );
    expect(api.writes()).toEqual([]);

    await user.clear(form.getByLabelText('Join link'));
    await user.type(form.getByLabelText('Join link'), 'https://stake.example/?ref=podium');
    await user.click(form.getByRole('button', { name: 'Create affiliate' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Affiliate created'));
    expect(api.writes()[0]?.body).toEqual({
      name: 'Stake',
      logo_url: '',
      code: '',
      benefits: ['Weekly reload', '10% rakeback'],
      redirect_url: 'https://stake.example/?ref=podium',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting, then deletes', async () => {
    const api = stubApi({
      'GET /api/admin/affiliates': ok(three),
      'DELETE /api/admin/affiliates/2': ok(null, 'Affiliate deleted'),
      'GET /api/r/affiliates': ok(three),
    });
    const { user } = renderAdmin(<AffiliatesAdminPage />);
    await screen.findByText('Roobet');
    await user.click(screen.getByRole('button', { name: 'Delete Gamdom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete affiliate?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete affiliate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Affiliate deleted'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/affiliates/2', body: {} }]);
  });
});
