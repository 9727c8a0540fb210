import type { CurrentUser } from '@podium/shared/common/user';
import type { BootData } from '@podium/shared/site-settings/boot';
import { settings } from './factories.ts';

export const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 3,
  username: 'member',
  name: 'Member',
  kick_username: null,
  avatar: null,
  avatar_url: '/avatars/default-3.svg',
  role: 'Member',
  bio: null,
  crypto: null,
  crypto2: null,
  crypto3: null,
  twitter_user: null,
  instagram_user: null,
  youtube_user: null,
  tiktok_user: null,
  ...over,
});

/**
 * Puts boot data in the page the way the server embeds it. The app reads it once when its module
 * loads, so import the modules under test afterwards (after vi.resetModules()).
 */
export function embedBoot(boot: Partial<BootData>): void {
  document.getElementById('podium-boot')?.remove();
  const el = document.createElement('script');
  el.id = 'podium-boot';
  el.type = 'application/json';
  el.textContent = JSON.stringify({ user: null, settings: settings(), devLogin: false, ...boot });
  document.head.append(el);
}
