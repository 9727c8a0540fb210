import { AUTH_LOADING_TIMEOUT_MS } from '@podium/shared/common/shell';
import { useEffect, useState } from 'react';
import { pageServerRendered } from '@/lib/render-phase.ts';

/**
 * SPEC §4: authentication is "loading" until the boot data has been read (it is, by module load)
 * and the first route has rendered; the layout's effect runs after its matched route committed.
 * The loading flag clears after AUTH_LOADING_TIMEOUT_MS at the latest. A server-rendered page
 * arrives with authentication done: it never loads.
 */
export function useAuthLoading(): boolean {
  const [loading, setLoading] = useState(() => !pageServerRendered());
  useEffect(() => {
    if (!loading) return;
    const frame = window.requestAnimationFrame(() => setLoading(false));
    const timeout = window.setTimeout(() => setLoading(false), AUTH_LOADING_TIMEOUT_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, [loading]);
  return loading;
}
