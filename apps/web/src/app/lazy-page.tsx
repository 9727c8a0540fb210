import { type ComponentType, lazy, useState } from 'react';

/** A page in its own chunk, and a way to load that chunk before the page is rendered. */
export interface LazyPage {
  Page: ComponentType;
  /** Loads the chunk; once it has, the page renders at once (server render, hydration) instead of suspending. */
  preload: () => Promise<void>;
}

/**
 * Wraps a page module's import. A page whose chunk is already loaded renders synchronously, so the
 * server's markup and the browser's first render are the same tree (no Suspense fallback in between);
 * otherwise it suspends like `React.lazy`. Each mount keeps the component it started with.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  return { Page, preload };
}
