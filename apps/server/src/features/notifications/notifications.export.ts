import type { AccountExport } from '@podium/shared/account/export';
import { notificationMessage } from '@podium/shared/notifications/messages';
import type { DbOrTx } from '../../db/client.ts';
import { exportNotifications, settingsOf } from './notifications.repository.ts';

/** The member's notifications and their setting, for the data download (decision 052), oldest first. */
export async function notificationSections(
  db: DbOrTx,
  userId: number,
): Promise<Pick<AccountExport, 'notifications' | 'notification_settings'>> {
  const [rows, settings] = await Promise.all([exportNotifications(db, userId), settingsOf(db, userId)]);
  return {
    notifications: rows.reverse().map((n) => {
      const { text, href } = notificationMessage({ kind: n.kind, data: n.data });
      return {
        kind: n.kind,
        text,
        link: href,
        created_at: n.createdAt.toISOString(),
        read_at: n.readAt?.toISOString() ?? null,
      };
    }),
    notification_settings: { email_wins: settings.emailWins },
  };
}
