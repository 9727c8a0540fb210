import { ticketErrorCodes } from '@podium/shared/tickets/errors';
import {
  type StaffTicketDetail,
  TICKET_REOPEN_DAYS,
  type TicketDetail,
  type TicketQueuePage,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { supportTickets } from '../../src/features/tickets/tickets.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

type Body<T> = { success: boolean; data: T; message: string | null; code?: string; errors?: unknown };
const data = <T>(res: { json: () => unknown }) => (res.json() as Body<T>).data;

const newTicket = { category: 'account', subject: 'My account', message: 'Please help' };

async function open(agent: Agent): Promise<TicketDetail> {
  const res = await agent.post('/api/r/tickets', newTicket);
  expect(res.statusCode, res.body).toBe(201);
  return data<TicketDetail>(res);
}

async function closedBy(staff: Agent, id: number, daysAgo = 0) {
  const res = await staff.post(`/api/staff/tickets/${id}/close`);
  expect(res.statusCode, res.body).toBe(200);
  if (daysAgo > 0) {
    await ctx.db
      .update(supportTickets)
      .set({ closedAt: sql`now() - make_interval(days => ${daysAgo})` })
      .where(eq(supportTickets.id, id));
  }
}

const reopenAsMember = (agent: Agent, id: number) => agent.post(`/api/r/tickets/${id}/reopen`);
const reopenAsStaff = (agent: Agent, id: number) => agent.post(`/api/staff/tickets/${id}/reopen`);

describe('new tickets', () => {
  it('have no default category: the member must choose one of SPEC’s', async () => {
    const alice = await signedIn(ctx, 'alice');
    for (const body of [
      { subject: 'Hi', message: 'Help' },
      { category: '', subject: 'Hi', message: 'Help' },
      { category: null, subject: 'Hi', message: 'Help' },
    ]) {
      const res = await alice.post('/api/r/tickets', body);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ category: [ticketsMessages.categoryRequired] });
    }
    expect(await ctx.db.$count(supportTickets)).toBe(0);
  });
});

describe('a member reopening their ticket', () => {
  it(`reopens their own closed ticket within ${TICKET_REOPEN_DAYS} days: back in the queue, replies taken again`, async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    await closedBy(mod, ticket.id, TICKET_REOPEN_DAYS - 1);

    const res = await reopenAsMember(alice, ticket.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(ticketsMessages.reopened);
    expect(data<TicketDetail>(res)).toMatchObject({ id: ticket.id, status: 'open', closed_at: null });
    const queue = data<TicketQueuePage>(await mod.get('/api/staff/tickets?status=open'));
    expect(queue.tickets.map((t) => [t.id, t.closed_by])).toEqual([[ticket.id, null]]);
    const reply = await alice.post(`/api/r/tickets/${ticket.id}/reply`, { message: 'Still broken' });
    expect(reply.statusCode, reply.body).toBe(200);
    // A member's reopen is their own action, not a staff one: nothing on the audit log.
    const actions = (await ctx.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(['tickets.close']);
  });

  it(`refuses after ${TICKET_REOPEN_DAYS} days, and says to open a new ticket`, async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    await closedBy(mod, ticket.id, TICKET_REOPEN_DAYS + 1);
    const res = await reopenAsMember(alice, ticket.id);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: ticketErrorCodes.reopenExpired,
      message: ticketsMessages.reopenExpired,
    });
    const [row] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('closed');
  });

  it('refuses an open ticket (409), someone else’s (404) and a visitor (401)', async () => {
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    const stillOpen = await reopenAsMember(alice, ticket.id);
    expect(stillOpen.statusCode).toBe(409);
    expect(json(stillOpen).code).toBe(ticketErrorCodes.notClosed);

    await closedBy(mod, ticket.id);
    for (const id of [ticket.id, 999_999]) {
      const res = await reopenAsMember(bob, id);
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe(ticketErrorCodes.notFound);
    }
    expect((await reopenAsMember(await visitor(ctx), ticket.id)).statusCode).toBe(401);
  });
});

describe('staff reopening a ticket', () => {
  it('reopens anyone else’s closed ticket any time, on record for its member', async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    await closedBy(mod, ticket.id, 90);
    expect((await reopenAsMember(alice, ticket.id)).statusCode).toBe(409);

    const res = await reopenAsStaff(mod, ticket.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(ticketsMessages.reopened);
    expect(data<StaffTicketDetail>(res)).toMatchObject({ status: 'open', closed_at: null, closed_by: null });

    const modId = (await findUserByUsername(ctx.db, 'mod'))!.id;
    const aliceId = (await findUserByUsername(ctx.db, 'alice'))!.id;
    const entries = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.actorId, e.action, e.targetId, e.targetUserId])).toEqual([
      [modId, 'tickets.close', String(ticket.id), aliceId],
      [modId, 'tickets.reopen', String(ticket.id), aliceId],
    ]);
    expect(entries[1]).toMatchObject({ before: { status: 'closed' }, after: { status: 'open' } });

    const again = await reopenAsStaff(mod, ticket.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe(ticketErrorCodes.notClosed);
  });

  it('never reopens their own ticket as staff (another moderator may), and a member cannot use the staff route', async () => {
    const me = await signedIn(ctx, 'mod', 'Moderator');
    const other = await signedIn(ctx, 'colleague', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const ticket = await open(me);
    await closedBy(other, ticket.id);
    const own = await reopenAsStaff(me, ticket.id);
    expect(own.statusCode).toBe(403);
    expect(json(own).code).toBe(ticketErrorCodes.ownTicket);
    expect((await reopenAsStaff(alice, ticket.id)).statusCode).toBe(403);
    // As the member they are, within the window, they may.
    expect((await reopenAsMember(me, ticket.id)).statusCode).toBe(200);
  });
});
