import { trustMessages } from '@podium/shared/trust/messages';
import type { TrustPage } from '@podium/shared/trust/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/AppLayout.tsx';
import { TrustPagesAdminPage } from '@/features/trust/admin/TrustPagesAdminPage.tsx';
import { PrivacyPage, TermsPage } from '@/features/trust/TrustPage.tsx';
import { affiliate, board, entries, payload, settings } from '../helpers/factories.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const page = (over: Partial<TrustPage> = {}): TrustPage => ({
  slug: 'terms',
  title: 'Terms of Service',
  body: 'First paragraph.\n\nSecond <script>alert(1)</script> paragraph.',
  updated_at: null,
  last_updated: '2026-11-23T16:48:00.000Z',
  ...over,
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('a trust page', () => {
  it('shows its title and its paragraphs as text, with the 18+ notice', async () => {
    stubApi({ 'GET /api/r/trust/terms': ok(page()) });
    const { container } = renderRoute(<TermsPage />, { route: '/terms' });
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('First paragraph.')).toBeTruthy();
    expect(screen.getByText('Second <script>alert(1)</script> paragraph.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(trustMessages.adultsOnly)).toBeTruthy();
  });

  it('shows when it was last updated', async () => {
    stubApi({ 'GET /api/r/trust/terms': ok(page({ last_updated: '2026-03-04T23:30:00.000Z' })) });
    renderRoute(<TermsPage />, { route: '/terms' });
    const time = (await screen.findByText('March 4, 2026')).closest('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-03-04T23:30:00.000Z');
    expect(time.parentElement!.textContent).toBe('Last updated March 4, 2026');
  });

  it('shows help lines as tel: and https: links, and markup as text', async () => {
    const body =
      'Call 1-800-GAMBLER or 0808 8020 133, or visit begambleaware.org.\n\n<a href="javascript:alert(1)">evil</a> javascript:alert(1)';
    stubApi({ 'GET /api/r/trust/terms': ok(page({ body })) });
    const { container } = renderRoute(<TermsPage />, { route: '/terms' });
    await screen.findByRole('link', { name: '1-800-GAMBLER' });
    const article = container.querySelector('article')!;
    const links = [...article.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['1-800-GAMBLER', 'tel:18004262537', null, null],
      ['0808 8020 133', 'tel:08088020133', null, null],
      ['begambleaware.org', 'https://begambleaware.org/', '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByText('<a href="javascript:alert(1)">evil</a> javascript:alert(1)')).toBeTruthy();
  });

  it('uses the data the server rendered it with', () => {
    stubApi({});
    renderRoute(<PrivacyPage />, {
      route: '/privacy',
      seed: (client) =>
        client.setQueryData(
          ['trust', 'privacy'],
          page({ slug: 'privacy', title: 'Privacy Policy', body: 'We keep little.' }),
        ),
    });
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('We keep little.')).toBeTruthy();
  });
});

describe('the footer', () => {
  it('links to the trust pages beside an 18+ notice', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['settings'], settings());
    client.setQueryData(['affiliates'], [affiliate(1, 'Roobet')]);
    client.setQueryData(['leaderboard'], payload({ roobet: board(entries(5)) }));
    const router = createMemoryRouter([
      { element: <AppLayout />, children: [{ index: true, element: <p>Home</p> }] },
    ]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const legal = within(
      within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Legal' }),
    );
    expect(legal.getByText('18+ only')).toBeTruthy();
    const links = legal.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Responsible Gambling', '/responsible-gambling'],
    ]);
  });
});

describe('Admin › Trust pages', () => {
  const pages = [
    page(),
    page({ slug: 'privacy', title: 'Privacy Policy', body: 'Privacy text' }),
    page({ slug: 'responsible-gambling', title: 'Responsible Gambling', body: 'Play safe' }),
  ];

  it('saves a page’s title and text', async () => {
    const api = stubApi({
      'GET /api/admin/trust': ok(pages),
      'PUT /api/admin/trust/privacy': (body) =>
        ok({ ...pages[1], ...(body as object), updated_at: '2026-01-01T00:00:00.000Z' }, trustMessages.saved),
    });
    renderRoute(<TrustPagesAdminPage />, { route: '/admin-new/trust' });
    const title = await screen.findByDisplayValue('Privacy Policy');
    await userEvent.clear(title);
    await userEvent.type(title, 'Our privacy');
    const form = title.closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(trustMessages.saved));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/trust/privacy',
        body: { title: 'Our privacy', body: 'Privacy text' },
      },
    ]);
  });

  it('shows the server’s field errors under the fields', async () => {
    stubApi({
      'GET /api/admin/trust': ok(pages),
      'PUT /api/admin/trust/terms': fail(400, 'Text is required', { body: ['Text is required'] }),
    });
    renderRoute(<TrustPagesAdminPage />, { route: '/admin-new/trust' });
    const form = (await screen.findByDisplayValue('Terms of Service')).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByText('Text is required')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Text is required');
  });
});
