import type { Theme } from '@podium/shared/site-settings/theme';
import { themeToCssVariables } from '@podium/shared/site-settings/theme-rules';
import { useLayoutEffect } from 'react';

/** Sets the theme's CSS variables on <html> before paint, and again whenever the theme changes. */
export function useThemeVariables(theme: Theme): void {
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(themeToCssVariables(theme))) {
      style.setProperty(name, value);
    }
  }, [theme]);
}
