import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/nav/SiteHeader.tsx';
import { settings } from '../helpers/factories.ts';
import { renderWithProviders } from '../helpers/render.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const header = () => screen.getByRole('banner');

describe('site header', () => {
  afterEach(() => scrollTo(0));

  it('links Home, the Stream and Affiliates groups, Store, Contact and, signed out, Login', () => {
    renderWithProviders(<SiteHeader settings={settings()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    // The groups come as disclosures (decision 051); the server fills them (stand-in-html.test.ts).
    expect(screen.getByText('Stream', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByText('Affiliates', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Store' }).getAttribute('href')).toBe('/store');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('blurs after 50 px, hides scrolling down past 100 px and shows again scrolling up', async () => {
    renderWithProviders(<SiteHeader settings={settings()} />);
    expect(header().dataset.blurred).toBe('false');
    expect(header().dataset.hidden).toBe('false');

    scrollTo(60);
    await waitFor(() => expect(header().dataset.blurred).toBe('true'));
    expect(header().dataset.hidden).toBe('false');

    scrollTo(400);
    await waitFor(() => expect(header().dataset.hidden).toBe('true'));

    scrollTo(300);
    await waitFor(() => expect(header().dataset.hidden).toBe('false'));
    expect(header().dataset.blurred).toBe('true');
  });

  it('shows the site name and logo as the theme says', () => {
    const s = settings();
    renderWithProviders(
      <SiteHeader
        settings={{ ...s, site_name: 'Spin City', theme: { ...s.theme, show_nav_title: false } }}
      />,
    );
    const home = screen.getByRole('link', { name: 'Spin City' });
    expect(home.querySelector('.sr-only')?.textContent).toBe('Spin City');
  });
});
