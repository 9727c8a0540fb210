import type { DbOrTx } from '../../db/client.ts';
import { insertAnnouncementOnce } from './announcements.repository.ts';

/** Discord's limit for a message's content. */
export const ANNOUNCEMENT_MAX_LENGTH = 2000;

/**
 * Queues an announcement for the Discord channel, inside the caller's transaction so it exists exactly
 * when the effect it tells about committed. The key names what is announced (`raffle-drawn:12`): a
 * second call with the same key does nothing, so an effect redone or raced never announces twice.
 * The scheduled job posts it (announcements.jobs.ts); nothing is sent while no webhook is set.
 */
export async function announce(tx: DbOrTx, input: { key: string; content: string }): Promise<void> {
  const content = [...input.content.trim()].slice(0, ANNOUNCEMENT_MAX_LENGTH).join('');
  if (content.length === 0) return;
  await insertAnnouncementOnce(tx, input.key.slice(0, 200), content);
}
