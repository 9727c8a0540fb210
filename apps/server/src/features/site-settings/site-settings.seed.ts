import type { Tx } from '../../db/client.ts';
import { defaultSettings, saveSettings } from './site-settings.repository.ts';

/** The demo site's name, links and socials over the default settings. */
export async function seedSiteSettings(tx: Tx): Promise<void> {
  await saveSettings(tx, {
    ...defaultSettings,
    site_name: 'Podium',
    site_description: 'Wager leaderboards, raffles, bonus hunts and rewards for the community.',
    affiliate_url: 'https://example.com/affiliates',
    stream_channel: 'podium',
    socials: {
      youtube: 'https://www.youtube.com/@podium',
      instagram: 'https://www.instagram.com/podium',
      kick: 'https://kick.com/podium',
      discord: 'https://discord.gg/podium',
      twitter: 'https://x.com/podium',
    },
  });
}
