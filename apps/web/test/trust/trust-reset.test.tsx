import { trustMessages } from '@podium/shared/trust/messages';
import type { TrustPage } from '@podium/shared/trust/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrustPagesAdminPage } from '@/features/trust/admin/TrustPagesAdminPage.tsx';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const page = (over: Partial<TrustPage> = {}): TrustPage => ({
  slug: 'terms',
  title: 'Terms of Service',
  body: 'The built-in terms.',
  updated_at: null,
  last_updated: '2026-11-23T16:48:00.000Z',
  ...over,
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('Admin › Trust pages › Reset to defaults (decision 053)', () => {
  const edited = page({
    slug: 'privacy',
    title: 'Our privacy',
    body: 'Ours',
    updated_at: '2026-11-25T10:00:00.000Z',
  });

  it('offers it only on a page an admin has saved, asks first, then shows the default text', async () => {
    const defaults = page({ slug: 'privacy', title: 'Privacy Policy', body: 'The built-in policy.' });
    let pages = [page(), edited];
    const api = stubApi({
      'GET /api/admin/trust': () => ok(pages),
      'DELETE /api/admin/trust/privacy': () => {
        pages = [page(), defaults];
        return ok(defaults, trustMessages.reset);
      },
    });
    renderRoute(<TrustPagesAdminPage />, { route: '/admin-new/trust' });
    const form = (await screen.findByDisplayValue('Our privacy')).closest('form')!;
    const terms = screen.getByDisplayValue('Terms of Service').closest('form')!;
    expect(within(terms).queryByRole('button', { name: 'Reset to defaults' })).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset /privacy to its default text?' });
    expect(api.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(trustMessages.reset));
    expect(await screen.findByDisplayValue('Privacy Policy')).toBeTruthy();
    expect(api.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/admin/trust/privacy']);
  });

  it('saves from the card’s own bar, which says when there are unsaved changes and discards them', async () => {
    stubApi({ 'GET /api/admin/trust': ok([page(), edited]) });
    renderRoute(<TrustPagesAdminPage />, { route: '/admin-new/trust' });
    const title = await screen.findByDisplayValue('Our privacy');
    const form = title.closest('form')!;
    expect(within(form).getByText('All changes saved')).toBeTruthy();
    await userEvent.type(title, ' policy');
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: /Discard/ }));
    expect(within(form).getByDisplayValue('Our privacy')).toBeTruthy();
  });
});
