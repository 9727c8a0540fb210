import type { CookieConsent } from '../common/cookie-consent.ts';
import type { CurrentUser } from '../common/user.ts';
import type { SiteSettings } from './schemas.ts';

/** What the server embeds in the served HTML so the first paint needs no round trip. */
export interface BootData {
  user: CurrentUser | null;
  settings: SiteSettings;
  devLogin: boolean;
  /** The visitor's cookie choice as the server read it from the cookie (null: the banner shows). */
  cookie_consent?: CookieConsent | null;
  /** When the server rendered the page (ms): a server-rendered page hydrates at that time. */
  rendered_at?: number;
  /** The server-rendered page's query data (TanStack Query's dehydrated state), hydrated as is. */
  queries?: unknown;
}

export const BOOT_ELEMENT_ID = 'podium-boot';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The cookie that carries the visitor's CSRF token to the page's scripts (not HttpOnly; SameSite): set
 * with a member's page and by `CSRF_PATH`, never with a visitor's page, so an anonymous page view sets
 * no cookie and its answer is the same bytes for everyone (issue 27, decision 068). The server checks
 * the header against the token it derives from the session, never against this cookie, so a cookie
 * planted by someone else proves nothing.
 */
export const CSRF_COOKIE = 'podium_csrf';
/**
 * Asked before a write when the page has no CSRF cookie (a visitor's first write) or the token was
 * refused (the session changed): sets the visitor's anonymous id if they have none and the CSRF cookie,
 * and answers the token.
 */
export const CSRF_PATH = '/auth/csrf';
