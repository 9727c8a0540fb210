import { useEffect } from 'react';

/**
 * Makes the page's background transparent while the component is shown (stream overlays: the
 * streaming software draws them over the video), and puts it back after.
 */
export function useTransparentPage(): void {
  useEffect(() => {
    const { documentElement: html, body } = document;
    const before = [html.style.background, body.style.background];
    html.style.background = 'transparent';
    body.style.background = 'transparent';
    return () => {
      html.style.background = before[0] ?? '';
      body.style.background = before[1] ?? '';
    };
  }, []);
}
