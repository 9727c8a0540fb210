import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '@/features/home/HomePage.tsx';
import { affiliate, board, entries, payload, settings } from '../helpers/factories.ts';
import { renderWithProviders } from '../helpers/render.tsx';

const renderHome = (data: Record<string, unknown> = {}) =>
  renderWithProviders(<HomePage />, {
    data: {
      settings: settings(),
      affiliates: [affiliate(1, 'Roobet'), affiliate(2, 'Gamdom'), affiliate(3, 'Shuffle')],
      leaderboard: payload({ roobet: board(entries(10)) }),
      ...data,
    },
  });

describe('home page', () => {
  it('has a hero with the site name, View Leaderboard and an external Become an Affiliate link', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Podium' })).toBeTruthy();
    expect(screen.getByText('Rewards for the community.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
    const affiliateLink = screen.getByRole('link', { name: 'Become an Affiliate' });
    expect(affiliateLink.getAttribute('href')).toBe('https://example.com/affiliates');
    expect(affiliateLink.getAttribute('target')).toBe('_blank');
    expect(affiliateLink.getAttribute('rel')).toContain('noopener');
  });

  it('hides Become an Affiliate when no affiliate link is set', () => {
    renderHome({ settings: settings({ affiliate_url: '' }) });
    expect(screen.queryByRole('link', { name: 'Become an Affiliate' })).toBeNull();
  });

  it('has six quick-link cards', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Everything in one place' });
    expect(within(section).getAllByRole('link')).toHaveLength(6);
  });

  it('shows the top three with a countdown and View Full Leaderboard', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Top of the Leaderboard' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText('Player1')).toBeTruthy();
    expect(within(section).getByText('Period Ended')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'View Full Leaderboard' }).getAttribute('href')).toBe(
      '/leaderboard',
    );
  });

  it('leaves the podium out when top_three is empty', () => {
    renderHome({ leaderboard: payload({ roobet: board([]) }) });
    expect(screen.queryByRole('region', { name: 'Top of the Leaderboard' })).toBeNull();
    expect(screen.queryByText('View Full Leaderboard')).toBeNull();
  });

  it('shows a card per affiliate with logo, code, copy button, benefits and join link', () => {
    renderHome();
    const card = screen.getByRole('article', { name: 'Roobet' });
    expect(within(card).getByRole('img', { name: 'Roobet logo' })).toBeTruthy();
    expect(within(card).getByText('PODIUM')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy Roobet code' })).toBeTruthy();
    expect(within(card).getByText('Instant rakeback')).toBeTruthy();
    const join = within(card).getByRole('link', { name: 'Join Roobet' });
    expect(join.getAttribute('href')).toBe('https://roobet.example/?ref=podium');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('leaves the affiliate section out when there are no affiliates', () => {
    renderHome({ affiliates: [] });
    expect(screen.queryByRole('region', { name: 'Play with our codes' })).toBeNull();
  });

  it('embeds the Kick player for the stream channel', () => {
    renderHome();
    const frame = screen.getByTitle('Podium live stream on Kick');
    expect(frame.getAttribute('src')).toBe('https://player.kick.com/podium');
  });

  it('links only the social sites that are set, each with a name', () => {
    renderHome();
    const socials = within(screen.getByRole('region', { name: 'Follow along' }));
    expect(socials.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'YouTube',
      'Kick',
      'X (Twitter)',
    ]);
    expect(socials.getByRole('link', { name: 'Kick' }).getAttribute('href')).toBe('https://kick.com/podium');
  });
});
