import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../src/site-settings/theme.ts';
import { defaultTheme, themeToCssVariables } from '../../src/site-settings/theme-rules.ts';

describe('theme', () => {
  it('defaults to the purple and dark slate of SPEC §9', () => {
    expect(defaultTheme).toMatchObject({
      primary_color: '#a78bfa',
      secondary_color: '#7c3aed',
      accent_color: '#c4b5fd',
      background_start: '#0f172a',
      background_middle: '#1e293b',
      background_end: '#334155',
    });
    expect(themeSchema.safeParse(defaultTheme).success).toBe(true);
  });

  it('maps every colour setting to a CSS variable', () => {
    const vars = themeToCssVariables({
      ...defaultTheme,
      primary_color: '#ff0000',
      nav_background: 'rgba(0, 0, 0, 0.5)',
    });
    expect(vars['--color-primary']).toBe('#ff0000');
    expect(vars['--nav-bg']).toBe('rgba(0, 0, 0, 0.5)');
    expect(vars['--bg-start']).toBe('#0f172a');
    expect(Object.keys(vars)).toHaveLength(9);
  });

  it('refuses a value that is not a colour (no CSS injection through the theme)', () => {
    const bad = themeSchema.safeParse({ ...defaultTheme, primary_color: 'red; background: url(x)' });
    expect(bad.success).toBe(false);
    expect(themeSchema.safeParse({ ...defaultTheme, accent_color: '#abc' }).success).toBe(true);
    expect(themeSchema.safeParse({ ...defaultTheme, loader_style: 'fireworks' }).success).toBe(false);
  });
});
