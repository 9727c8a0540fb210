import { displayName } from '@podium/shared/common/display-name';
import type { StaffTicket, TicketMessage, TicketSummary } from '@podium/shared/tickets/schemas';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { storeItems, storeRedemptions } from '../store/store.table.ts';
import { users } from '../users/users.table.ts';
import { supportTickets, ticketMessages } from './tickets.table.ts';

const members = alias(users, 'member');
const closers = alias(users, 'closer');
const authors = alias(users, 'author');

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Tickets with their member, the purchase they are about, who closed them and how many messages. */
export function selectTickets(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      t: supportTickets,
      member: {
        id: members.id,
        username: members.username,
        name: members.name,
        deletedAt: members.deletedAt,
      },
      redemption: { id: storeRedemptions.id, item_name: storeItems.name },
      closer: { id: closers.id, username: closers.username },
      messageCount:
        sql<number>`(select count(*) from ${ticketMessages} where ${ticketMessages.ticketId} = ${supportTickets.id})`.mapWith(
          Number,
        ),
    })
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.userId))
    .leftJoin(storeRedemptions, eq(storeRedemptions.id, supportTickets.redemptionId))
    .leftJoin(storeItems, eq(storeItems.id, storeRedemptions.itemId))
    .leftJoin(closers, eq(closers.id, supportTickets.closedBy))
    .where(where);
}

type TicketRecord = Awaited<ReturnType<typeof selectTickets>>[number];

export const toSummary = ({ t, redemption }: TicketRecord): TicketSummary => ({
  id: t.id,
  category: t.category,
  subject: t.subject,
  status: t.status,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  unread: t.unreadByMember,
  redemption:
    redemption?.id != null && redemption.item_name != null
      ? { id: redemption.id, item_name: redemption.item_name }
      : null,
});

export const toStaffTicket = (record: TicketRecord): StaffTicket => {
  const { unread: _unread, ...summary } = toSummary(record);
  const { member, closer } = record;
  return {
    ...summary,
    member: { id: member.id, username: member.username, display_name: displayName(member) },
    message_count: record.messageCount,
    closed_by: closer,
  };
};

export async function findTicket(db: DbOrTx, id: number): Promise<TicketRecord | undefined> {
  const [row] = await selectTickets(db, eq(supportTickets.id, id));
  return row;
}

/** The member's own tickets, most recently active first. */
export async function memberTickets(db: DbOrTx, userId: number): Promise<TicketSummary[]> {
  const rows = await selectTickets(db, eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(100);
  return rows.map(toSummary);
}

/** The conversation, oldest first: the member's view leaves staff notes out. */
export async function conversation(
  db: DbOrTx,
  ticketId: number,
  viewer: 'member' | 'staff',
): Promise<TicketMessage[]> {
  const forMember = viewer === 'member' ? eq(ticketMessages.staffOnly, false) : undefined;
  const rows = await db
    .select({ m: ticketMessages, author: { username: authors.username, name: authors.name } })
    .from(ticketMessages)
    .leftJoin(authors, eq(authors.id, ticketMessages.authorId))
    .where(and(eq(ticketMessages.ticketId, ticketId), forMember))
    .orderBy(asc(ticketMessages.id));
  return rows.map(({ m, author }) => ({
    id: m.id,
    body: m.body,
    from_staff: m.fromStaff,
    staff_only: m.staffOnly,
    author_name: author ? displayName(author) : null,
    created_at: m.createdAt.toISOString(),
    // Members are never deleted (their row is scrubbed, decision 023): only the site writes without one.
    system: m.authorId === null,
  }));
}

export const closedAt = (record: TicketRecord) => iso(record.t.closedAt);

/** Opening a ticket clears its unread mark (only the member's own). */
export async function markSeen(db: DbOrTx, id: number, userId: number) {
  await db
    .update(supportTickets)
    .set({ unreadByMember: false })
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.userId, userId),
        eq(supportTickets.unreadByMember, true),
      ),
    );
}

/** Tickets with a staff reply the member has not opened (the menu badge). */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.unreadByMember, true)));
  return Number(row?.n ?? 0);
}

/** One of the member's own purchases, by id (a ticket may be about it). */
export async function ownRedemption(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select({ id: storeRedemptions.id })
    .from(storeRedemptions)
    .where(and(eq(storeRedemptions.id, id), eq(storeRedemptions.userId, userId)));
  return row;
}

export async function insertTicket(db: DbOrTx, values: typeof supportTickets.$inferInsert) {
  const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id });
  return row!.id;
}

/** Adds a message to the conversation: its id. */
export async function insertTicketMessage(
  db: DbOrTx,
  values: typeof ticketMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(ticketMessages).values(values).returning({ id: ticketMessages.id });
  return row!.id;
}
