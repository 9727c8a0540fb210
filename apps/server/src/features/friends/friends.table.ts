import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const friendshipStatus = pgEnum('friendship_status', ['pending', 'accepted']);

/**
 * One row per pair of members, whichever direction: the unique index on (least, greatest) makes a
 * duplicate pending pair impossible even when both send a request at the same moment.
 * Decline and remove delete the row (back to "none").
 */
export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: friendshipStatus().notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('friendships_receiver_idx').on(t.receiverId, t.status),
    index('friendships_sender_idx').on(t.senderId, t.status),
    check('friendships_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);
