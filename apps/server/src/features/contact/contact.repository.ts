import {
  type ContactInput,
  type ContactMessage,
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxQuery,
} from '@podium/shared/contact/schemas';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { contactMessages } from './contact.table.ts';

const senders = alias(users, 'sender');
const repliers = alias(users, 'replier');

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function messageRows(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      m: contactMessages,
      sender: { id: senders.id, username: senders.username },
      replier: { id: repliers.id, username: repliers.username },
    })
    .from(contactMessages)
    .leftJoin(senders, eq(senders.id, contactMessages.userId))
    .leftJoin(repliers, eq(repliers.id, contactMessages.repliedBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ m, sender, replier }): ContactMessage => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      member: sender,
      created_at: m.createdAt.toISOString(),
      read_at: iso(m.readAt),
      archived_at: iso(m.archivedAt),
      replied_at: iso(m.repliedAt),
      replied_by: replier,
    }),
  );
}

export async function insertMessage(db: DbOrTx, input: ContactInput, userId: number | null) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const inFolder = (folder: InboxQuery['folder']) =>
  folder === 'archived' ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt);

/** One page of the inbox or the archive, newest first, with the inbox's unread count. */
export async function inboxPage(db: DbOrTx, query: InboxQuery): Promise<Omit<InboxPage, 'can_reply'>> {
  const where = inFolder(query.folder);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const [unread] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(inFolder('inbox'), isNull(contactMessages.readAt)));
  const messages = await messageRows(db, where, INBOX_PAGE_SIZE, (query.page - 1) * INBOX_PAGE_SIZE);
  return {
    messages,
    page: query.page,
    page_size: INBOX_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    unread: Number(unread?.n ?? 0),
  };
}

export async function findMessage(db: DbOrTx, id: number): Promise<ContactMessage | undefined> {
  const [row] = await messageRows(db, eq(contactMessages.id, id), 1);
  return row;
}

/** SELECT … FOR UPDATE on a message an admin acts on: its sender and marks as they stand. */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      userId: contactMessages.userId,
      readAt: contactMessages.readAt,
      archivedAt: contactMessages.archivedAt,
      repliedAt: contactMessages.repliedAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row;
}

/** Sets or clears one of the message's marks; false when there is no such message. */
export async function setMark(
  db: DbOrTx,
  id: number,
  mark: 'readAt' | 'archivedAt',
  on: boolean,
): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ [mark]: on ? sql`coalesce(${contactMessages[mark]}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Records an emailed reply (and that the message has been read). */
export async function markReplied(db: DbOrTx, id: number, actorId: number) {
  await db
    .update(contactMessages)
    .set({
      repliedAt: sql`now()`,
      repliedBy: actorId,
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
    })
    .where(eq(contactMessages.id, id));
}
