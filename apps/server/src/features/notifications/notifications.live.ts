import { liveTopics } from '@podium/shared/common/live';
import type { AppDeps } from '../../app-types.ts';

/**
 * Tells these members' open pages, in every process, that their notifications changed (a new one, or
 * read elsewhere): only their own streams get the event, and it carries no data; the bell refetches
 * its count through the guarded read (decision 062).
 */
export function notificationsChanged({ live }: Pick<AppDeps, 'live'>, userIds: Iterable<number>) {
  for (const userId of new Set(userIds)) live.publishTo(liveTopics.notifications, userId);
}
