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
