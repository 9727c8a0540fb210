import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/AppLayout.tsx';
import { affiliate, board, entries, payload, settings } from '../helpers/factories.ts';

function renderShell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['settings'], settings());
  client.setQueryData(['affiliates'], [affiliate(1, 'Roobet'), affiliate(2, 'Gamdom')]);
  client.setQueryData(['leaderboard'], payload({ roobet: board(entries(5)) }));
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ index: true, element: <p>Home content</p> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('app shell', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
    vi.unstubAllGlobals();
  });

  it('has header, main and footer landmarks around the page', async () => {
    renderShell();
    expect(await screen.findByText('Home content')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Home content')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('sets the theme colours as CSS variables and follows changes to the settings', async () => {
    const client = renderShell();
    await screen.findByText('Home content');
    expect(cssVar('--color-primary')).toBe('#a78bfa');
    expect(cssVar('--bg-start')).toBe('#0f172a');
    const s = settings();
    act(() => client.setQueryData(['settings'], { ...s, theme: { ...s.theme, primary_color: '#22c55e' } }));
    await waitFor(() => expect(cssVar('--color-primary')).toBe('#22c55e'));
  });

  it('puts quick links, affiliate links, the copyright with year and name, and the credit in the footer', async () => {
    renderShell();
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
    const affiliates = within(footer.getByRole('navigation', { name: 'Affiliates' }));
    expect(affiliates.getByRole('link', { name: 'Roobet' }).getAttribute('href')).toBe(
      'https://roobet.example/?ref=podium',
    );
    expect(footer.getByText(`© ${new Date().getFullYear()} Podium`)).toBeTruthy();
    expect(footer.getByText(/Rewards for the community\./)).toBeTruthy();
    expect(footer.getByText(/Powered by/).textContent).toBe('Powered by Podium');
  });

  it('shows the branded loader at first and removes it once the first route has rendered', async () => {
    renderShell();
    expect(screen.getByRole('status', { name: 'Loading Podium' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading Podium' })).toBeNull(), {
      timeout: 2000,
    });
  });

  it('shows the cookie banner until a choice is made', async () => {
    renderShell();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });
});
