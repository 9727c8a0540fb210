import { statusAfterReply } from '@podium/shared/tickets/rules';
import {
  TICKET_QUEUE_PAGE_SIZE,
  TICKET_REOPEN_DAYS,
  type TicketQueuePage,
  type TicketQueueQuery,
} from '@podium/shared/tickets/schemas';
import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { selectTickets, toStaffTicket } from './tickets.repository.ts';
import { supportTickets, ticketMessages } from './tickets.table.ts';

/** The staff queue: open tickets first, the longest waiting on top; then answered, then closed. */
export async function ticketQueue(db: DbOrTx, query: TicketQueueQuery): Promise<TicketQueuePage> {
  const where = and(
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.category ? eq(supportTickets.category, query.category) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  const rows = await selectTickets(db, where)
    .orderBy(
      sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`,
      sql`case when ${supportTickets.status} = 'open' then ${supportTickets.updatedAt} end asc`,
      desc(supportTickets.updatedAt),
      desc(supportTickets.id),
    )
    .limit(TICKET_QUEUE_PAGE_SIZE)
    .offset((query.page - 1) * TICKET_QUEUE_PAGE_SIZE);
  return {
    tickets: rows.map(toStaffTicket),
    page: query.page,
    page_size: TICKET_QUEUE_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/** SELECT … FOR UPDATE on the ticket a staff member acts on: its member and status as they stand. */
export async function lockTicket(tx: Tx, id: number) {
  const [row] = await tx
    .select({ userId: supportTickets.userId, status: supportTickets.status, subject: supportTickets.subject })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  return row;
}

/** A ticket that still takes replies; for staff, also never their own. */
const actionable = (id: number, who: { member: number } | { staff: number }) =>
  and(
    eq(supportTickets.id, id),
    ne(supportTickets.status, 'closed'),
    'member' in who ? eq(supportTickets.userId, who.member) : ne(supportTickets.userId, who.staff),
  );

/**
 * Records a reply on the ticket in one conditional update: a member's puts it back in the queue, a
 * staff member's hands it to the member and lights their badge. False when nothing matched.
 */
export async function touchForReply(
  db: DbOrTx,
  id: number,
  who: { member: number } | { staff: number },
): Promise<boolean> {
  const fromStaff = 'staff' in who;
  const rows = await db
    .update(supportTickets)
    .set({ status: statusAfterReply(fromStaff), unreadByMember: fromStaff, updatedAt: sql`now()` })
    .where(actionable(id, who))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** open or answered → closed, once, never by the ticket's own member acting as staff. */
export async function markClosed(db: DbOrTx, id: number, actorId: number): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status: 'closed', closedAt: sql`now()`, closedBy: actorId, updatedAt: sql`now()` })
    .where(actionable(id, { staff: actorId }))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** The ticket's member has not deleted their account (a deleted member's tickets stay closed). */
const memberStillHere = sql`exists (select 1 from ${users} where ${users.id} = ${supportTickets.userId} and ${isNull(users.deletedAt)})`;

/**
 * closed → open, once, in one conditional update (decision 050): the member on their own ticket within
 * TICKET_REOPEN_DAYS of its closing (the database's clock); staff on anyone else's, any time. Never a
 * deleted member's ticket. False when nothing matched.
 */
export async function markReopened(
  db: DbOrTx,
  id: number,
  who: { member: number } | { staff: number },
): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status: 'open', closedAt: null, closedBy: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.status, 'closed'),
        memberStillHere,
        'member' in who
          ? and(
              eq(supportTickets.userId, who.member),
              gte(supportTickets.closedAt, sql`now() - make_interval(days => ${TICKET_REOPEN_DAYS})`),
            )
          : ne(supportTickets.userId, who.staff),
      ),
    )
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/**
 * A member deleted their account: every ticket of theirs still open or answered closes (by the site, no
 * closer), each with a system line in its conversation. The tickets closed, with their status before.
 */
export async function closeTicketsOf(tx: Tx, userId: number, line: string) {
  const open = await tx
    .select({ id: supportTickets.id, status: supportTickets.status })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), ne(supportTickets.status, 'closed')))
    .orderBy(supportTickets.id)
    .for('update');
  if (open.length === 0) return open;
  await tx
    .update(supportTickets)
    .set({
      status: 'closed',
      closedAt: sql`now()`,
      closedBy: null,
      unreadByMember: false,
      updatedAt: sql`now()`,
    })
    .where(and(eq(supportTickets.userId, userId), ne(supportTickets.status, 'closed')));
  await tx
    .insert(ticketMessages)
    .values(open.map((t) => ({ ticketId: t.id, authorId: null, fromStaff: true, body: line })));
  return open;
}
