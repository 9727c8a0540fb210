import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * A captcha issued and not yet used: the SHA-256 of its token (the token itself is never stored) and
 * an HMAC of the answer under the app secret. Using it deletes the row, so a token works once; rows
 * past `expires_at` are refused and swept when new ones are issued.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    tokenHash: text().primaryKey(),
    answerHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_challenges_expires_at_idx').on(t.expiresAt)],
);

/** A message sent through the contact form, kept for the admins as the sender typed it (plain text). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    /** The member who sent it, when signed in. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_folder_idx').on(t.archivedAt, t.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
