import { statusAfterReply } from '@podium/shared/tickets/rules';
import {
  TICKET_QUEUE_PAGE_SIZE,
  type TicketQueuePage,
  type TicketQueueQuery,
} from '@podium/shared/tickets/schemas';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { selectTickets, toStaffTicket } from './tickets.repository.ts';
import { supportTickets } from './tickets.table.ts';

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
    .select({ userId: supportTickets.userId, status: supportTickets.status })
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
