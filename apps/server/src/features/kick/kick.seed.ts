import type { Tx } from '../../db/client.ts';
import { saveChannel } from './kick-settings.repository.ts';

/**
 * The demo's Kick channel, the one the home page's stream embed shows (decision 052). No broadcaster
 * id: there is no Kick app to look it up with until KICK_CLIENT_ID and KICK_CLIENT_SECRET are set.
 */
export async function seedKick(tx: Tx): Promise<void> {
  await saveChannel(tx, { channel_slug: 'podium', broadcaster_user_id: null });
}
