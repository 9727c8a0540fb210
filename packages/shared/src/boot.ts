import type { SiteSettings } from './settings.ts';
import type { CurrentUser } from './user.ts';

/** What the server embeds in the served HTML so the first paint needs no round trip. */
export interface BootData {
  user: CurrentUser | null;
  settings: SiteSettings;
  devLogin: boolean;
}

export const BOOT_ELEMENT_ID = 'podium-boot';
export const CSRF_HEADER = 'x-csrf-token';
