import type { NotificationPayload } from '@podium/shared/notifications/kinds';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from './notifications.table.ts';

/** What `notify` writes: for whom, what (kind and its data), and the event's name for once-only. */
export type NotificationInput = NotificationPayload & {
  userId: number;
  /** Names the event, unique per member and kind: 'payout:7', 'raffle:12:winner:3'. */
  ref: string;
};

/**
 * Writes a member's notification, once: call it inside the transaction that does the thing (a second
 * run of the same event writes nothing). Nothing leaves before that transaction commits: the delivery
 * job (`notifications-deliver`, about every 2 s) then tells the member's open pages, mails it when they
 * asked for it and mentions a live win in Kick chat. True when it was written now.
 */
export async function notify(db: DbOrTx, n: NotificationInput): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({ userId: n.userId, kind: n.kind, ref: n.ref, data: n.data })
    .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.ref] })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Several at once (a draw's winners), each once. */
export async function notifyMany(db: DbOrTx, list: readonly NotificationInput[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(list.map((n) => ({ userId: n.userId, kind: n.kind, ref: n.ref, data: n.data })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.ref] })
    .returning({ id: notifications.id });
  return rows.length;
}
