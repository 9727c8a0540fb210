import type { Theme } from './theme.ts';

/** SPEC §9: purple and dark slate. */
export const defaultTheme: Theme = {
  primary_color: '#a78bfa',
  secondary_color: '#7c3aed',
  accent_color: '#c4b5fd',
  background_start: '#0f172a',
  background_middle: '#1e293b',
  background_end: '#334155',
  card_background: 'rgba(30, 41, 59, 0.7)',
  nav_background: 'rgba(15, 23, 42, 0.85)',
  show_nav_logo: true,
  show_nav_title: true,
  nav_title_color: '#ffffff',
  loader_style: 'bar',
};

/** The CSS custom properties the web app's styles read; one place maps theme settings to them. */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  return {
    '--color-primary': theme.primary_color,
    '--color-secondary': theme.secondary_color,
    '--color-accent': theme.accent_color,
    '--bg-start': theme.background_start,
    '--bg-middle': theme.background_middle,
    '--bg-end': theme.background_end,
    '--card-bg': theme.card_background,
    '--nav-bg': theme.nav_background,
    '--nav-title': theme.nav_title_color,
  };
}
