import { type ComponentType, useEffect, useState } from 'react';
import { useRendersServerMarkup } from '@/lib/render-phase.ts';

/**
 * A component whose code is not needed to show the page (a menu's popup, the toaster): its chunk
 * loads once the browser is idle after the page has shown, and it replaces `Fallback` (rendered on
 * the server, while hydrating and until then — give it the same look). Keeps it out of the landing
 * JavaScript (decision 019).
 */
/** What a stand-in may do: ask for the real component now, to open as soon as it is there. */
export interface DeferredFallbackProps {
  request: () => void;
}

/** What the real component is told: the visitor already asked for it (clicked its stand-in). */
export interface DeferredProps {
  defaultOpen?: boolean;
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  Fallback: ComponentType<P & DeferredFallbackProps> | null = null,
): ComponentType<P> {
  type Loaded = ComponentType<P & DeferredProps>;
  let loaded: Loaded | null = null;
  let pending: Promise<Loaded> | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return function Deferred(props: P) {
    const serverMarkup = useRendersServerMarkup();
    const [Component, setComponent] = useState<Loaded | null>(() => loaded);
    const [requested, setRequested] = useState(false);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      const run = () =>
        start().then(
          (component) => mounted && setComponent(() => component),
          (error: unknown) => console.error('Could not load a part of the page', error),
        );
      const idle = typeof window.requestIdleCallback === 'function';
      const id = idle ? window.requestIdleCallback(run, { timeout: 1500 }) : window.setTimeout(run, 1);
      return () => {
        mounted = false;
        if (idle) window.cancelIdleCallback(id);
        else window.clearTimeout(id);
      };
    }, [Component]);
    if (Component && !serverMarkup) return <Component {...props} defaultOpen={requested || undefined} />;
    if (!Fallback) return null;
    const request = () => {
      setRequested(true);
      start().then(
        (component) => setComponent(() => component),
        (error: unknown) => console.error('Could not load a part of the page', error),
      );
    };
    return <Fallback {...props} request={request} />;
  };
}
