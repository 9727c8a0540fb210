import { type ComponentType, lazy, useEffect } from 'react';

/**
 * A part a page opens on demand (a dialog): its code stays out of the page's chunk and loads when
 * `preload()` is first called — when the visitor points at or focuses what opens it, or once the
 * browser is idle (`usePreloadWhenIdle`) — and `Component` renders it (inside a Suspense boundary).
 * Decisions 028 and 029.
 */
export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Component = lazy(() => preload().then((component) => ({ default: component })));
  /** For event handlers: starts the load, ignoring a failure (opening it will show that). */
  const prefetch = () => {
    preload().catch(() => {});
  };
  return { Component, prefetch };
}

/**
 * Starts a `lazyOnUse` part's load once the browser is idle after the page has shown, while
 * `enabled` (the visitor can open it): on a phone a tap gives no time to fetch it first.
 */
export function usePreloadWhenIdle(prefetch: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(prefetch, 2000);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [prefetch, enabled]);
}
