import { useSyncExternalStore } from 'react';

/**
 * Whether this page arrived rendered by the server (always true on the server; in the browser, set
 * once before hydrating). A server-rendered page has no loading phase and reads browser-only state
 * (stored choices) after hydrating.
 */
let serverRendered = false;

export const pageServerRendered = (): boolean => serverRendered;

export const setPageServerRendered = (): void => {
  serverRendered = true;
};

const noSubscription = () => () => {};

/**
 * True while rendering the server's markup: on the server, and in the browser while hydrating it
 * (React renders with the server snapshot then, in every Suspense boundary, and re-renders right
 * after with the browser's). Components whose output would differ between the two (the clock, code
 * loaded later) render the server's version while it is true.
 */
export const useRendersServerMarkup = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
