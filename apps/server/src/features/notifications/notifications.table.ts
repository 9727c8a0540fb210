import { notificationKinds } from '@podium/shared/notifications/kinds';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const notificationKind = pgEnum('notification_kind', notificationKinds);

/**
 * A member's notifications (decision 062). Written once per event: `(user_id, kind, ref)` is unique,
 * `ref` naming the event ('payout:7', 'raffle:12:prize:3'), and `notify` inserts ON CONFLICT DO
 * NOTHING inside the caller's transaction. `delivered_at` is null until the delivery job has told the
 * member's open pages (live), mailed it (when asked) and mentioned a live win in Kick chat: an outbox,
 * so nothing leaves before the caller's transaction commits. Deleted after 90 days by a job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    ref: text().notNull(),
    data: jsonb().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.userId, t.kind, t.ref),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_undelivered_idx').on(t.id).where(sql`${t.deliveredAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A member's notification settings; no row means the defaults (no email). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** "Email me about wins and payouts": off by default. */
  emailWins: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});
