import { z } from 'zod';
import { text } from './text.ts';

/** A CSS colour as the admin may type it: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla(). */
const colour = text({ max: 64 }).regex(
  /^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/,
  'Enter a colour such as #a78bfa or rgba(15, 23, 42, 0.8)',
);

export const loaderStyles = ['bar', 'pulse', 'minimal'] as const;

export const themeSchema = z.strictObject({
  primary_color: colour,
  secondary_color: colour,
  accent_color: colour,
  background_start: colour,
  background_middle: colour,
  background_end: colour,
  card_background: colour,
  nav_background: colour,
  show_nav_logo: z.boolean(),
  show_nav_title: z.boolean(),
  nav_title_color: colour,
  loader_style: z.enum(loaderStyles),
});
export type Theme = z.infer<typeof themeSchema>;

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
