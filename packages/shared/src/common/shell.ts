/** SPEC §2 "App shell" and §9: the constants and pure rules of the navigation, loader and toasts. */

export const NAV_HIDE_AFTER_PX = 100;
export const NAV_BLUR_AFTER_PX = 50;

export interface NavScrollState {
  /** The last scroll position seen, to tell scrolling down from scrolling up. */
  y: number;
  hidden: boolean;
  blurred: boolean;
}

export const initialNavScroll: NavScrollState = { y: 0, hidden: false, blurred: false };

/**
 * The navigation hides while scrolling down past 100 px, shows again on any scroll up, and gains a
 * blur once the page is scrolled past 50 px.
 */
export function nextNavScroll(prev: NavScrollState, y: number): NavScrollState {
  const top = Math.max(0, y);
  let hidden = prev.hidden;
  if (top <= NAV_HIDE_AFTER_PX) hidden = false;
  else if (top > prev.y) hidden = true;
  else if (top < prev.y) hidden = false;
  return { y: top, hidden, blurred: top > NAV_BLUR_AFTER_PX };
}

export const AUTH_LOADING_TIMEOUT_MS = 2000;
export const LOADER_STEP_MS = 20;
export const LOADER_STEP_PERCENT = 2;
export const LOADER_FADE_OUT_MS = 100;
export const LOADER_FADE_IN_DELAY_MS = 50;

/** The loader's progress bar fills about 2 percent every 20 ms, never past 100. */
export const nextLoaderProgress = (percent: number): number =>
  Math.min(100, Math.max(0, percent) + LOADER_STEP_PERCENT);

export const TOAST_DURATION_MS = 5000;
export const toastTypes = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];
