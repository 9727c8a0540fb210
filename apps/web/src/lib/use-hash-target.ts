import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the address names this part of the page (`#verify`), and once `ready` (its content is
 * there), scrolls it into view: a link from another page (the contest history, decision 065) lands
 * on it after the new page's scroll to the top. The server never sees the hash: act on the flag in an
 * effect (open a tab), never in what the first render shows, or hydration would differ.
 */
export function useHashTarget(id: string, ready: boolean): boolean {
  const { hash } = useLocation();
  const wanted = hash === `#${id}`;
  useEffect(() => {
    if (!wanted || !ready) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [wanted, ready, id]);
  return wanted;
}
