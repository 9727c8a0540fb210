import { NOTIFICATION_RETENTION_DAYS, type NotificationKind } from '@podium/shared/notifications/kinds';
import type { NotificationRow, NotificationSettingsView } from '@podium/shared/notifications/schemas';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { notificationSettings, notifications } from './notifications.table.ts';

type Row = typeof notifications.$inferSelect;

export const toNotification = (
  r: Pick<Row, 'id' | 'kind' | 'data' | 'createdAt' | 'readAt'>,
): NotificationRow => ({
  id: r.id,
  kind: r.kind,
  data: (r.data ?? {}) as Record<string, unknown>,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt?.toISOString() ?? null,
});

const mine = (userId: number) => eq(notifications.userId, userId);

/** A page of the member's notifications, newest first, with how many there are and how many unread. */
export async function notificationPage(db: DbOrTx, userId: number, page: number, size: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine(userId)),
  ]);
  return {
    notifications: rows.map(toNotification),
    page,
    page_size: size,
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
  };
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the member's notifications read (once: the first read time stays). Null: not theirs. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<Row | null> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning();
  return updated ?? null;
}

/** Marks every unread notification of the member read; answers how many. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Deletes notifications older than the retention (database clock), a batch at a time so no statement
 * holds many rows; safe in any number of processes (a row deleted twice is deleted once).
 */
export async function deleteExpired(db: DbOrTx, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql`
      delete from ${notifications} where ${notifications.id} in (
        select ${notifications.id} from ${notifications}
        where ${notifications.createdAt} < now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS})
        limit ${batch}
      )`)) as unknown as { affectedRows?: number; rowCount?: number | null };
    const n = Number(result.affectedRows ?? result.rowCount ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** A notification the delivery job took, with what delivering it needs about the member. */
export interface Undelivered {
  id: number;
  userId: number;
  kind: NotificationKind;
  data: Record<string, unknown>;
  email: string | null;
  emailWins: boolean;
  kickUsername: string | null;
}

/**
 * Takes up to `limit` notifications not delivered yet and marks them delivered, in one statement:
 * SKIP LOCKED and the `delivered_at is null` test mean two processes never take the same one (each is
 * delivered at most once; a crash after this loses that one's email, never doubles it).
 */
export async function takeUndelivered(db: DbOrTx, limit = 200): Promise<Undelivered[]> {
  const taken = await db
    .update(notifications)
    .set({ deliveredAt: sql`now()` })
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(isNull(notifications.deliveredAt))
          .orderBy(notifications.id)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
    });
  if (taken.length === 0) return [];
  const userIds = [...new Set(taken.map((t) => t.userId))];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      kickUsername: users.kickUsername,
      deletedAt: users.deletedAt,
      bannedAt: users.bannedAt,
      emailWins: notificationSettings.emailWins,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, userIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  return taken.map((t) => {
    const p = byId.get(t.userId);
    const gone = !p || p.deletedAt !== null || p.bannedAt !== null;
    return {
      id: t.id,
      userId: t.userId,
      kind: t.kind,
      data: (t.data ?? {}) as Record<string, unknown>,
      email: gone ? null : (p.email ?? null),
      emailWins: !gone && (p.emailWins ?? false),
      kickUsername: gone ? null : (p.kickUsername ?? null),
    };
  });
}

export async function settingsOf(db: DbOrTx, userId: number): Promise<{ emailWins: boolean }> {
  const [row] = await db
    .select({ emailWins: notificationSettings.emailWins })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { emailWins: row?.emailWins ?? false };
}

export async function saveSettings(db: DbOrTx, userId: number, emailWins: boolean): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, emailWins })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { emailWins, updatedAt: sql`now()` },
    });
}

export type SettingsView = NotificationSettingsView;

/** The member's notifications for the data download, newest first. */
export async function exportNotifications(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}
