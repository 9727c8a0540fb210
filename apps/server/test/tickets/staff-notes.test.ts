import { ticketErrorCodes } from '@podium/shared/tickets/errors';
import { type StaffTicketDetail, type TicketDetail, ticketsMessages } from '@podium/shared/tickets/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { supportTickets } from '../../src/features/tickets/tickets.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

type Body<T> = { data: T; message: string | null; code?: string };
const data = <T>(res: { json: () => unknown }) => (res.json() as Body<T>).data;

async function open(agent: Agent): Promise<TicketDetail> {
  const res = await agent.post('/api/r/tickets', {
    category: 'account',
    subject: 'Help',
    message: 'Please help',
  });
  expect(res.statusCode, res.body).toBe(201);
  return data<TicketDetail>(res);
}
const note = (agent: Agent, id: number, message: unknown) =>
  agent.post(`/api/staff/tickets/${id}/notes`, { message });

describe('staff notes on a ticket', () => {
  it('are seen by staff only: not the member, not their download; the ticket still waits on staff', async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    const [before] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));

    const res = await note(mod, ticket.id, 'Checked the payout queue: paid on Monday.');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(ticketsMessages.noted);
    const staffView = data<StaffTicketDetail>(res);
    expect(staffView.status).toBe('open');
    expect(staffView.messages.map((m) => [m.body, m.from_staff, m.staff_only])).toEqual([
      ['Please help', false, false],
      ['Checked the payout queue: paid on Monday.', true, true],
    ]);

    const [after] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(after).toMatchObject({ status: 'open', unreadByMember: false, updatedAt: before!.updatedAt });

    const memberView = data<TicketDetail>(await alice.get(`/api/r/tickets/${ticket.id}`));
    expect(memberView.messages.map((m) => m.body)).toEqual(['Please help']);
    expect(data<{ count: number }>(await alice.get('/api/r/tickets/unread')).count).toBe(0);
    const download = (await alice.get('/api/r/account/export')).body;
    expect(download).toContain('Please help');
    expect(download).not.toContain('payout queue');

    const [entry] = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'tickets.note',
      actorId: (await findUserByUsername(ctx.db, 'mod'))!.id,
      targetUserId: (await findUserByUsername(ctx.db, 'alice'))!.id,
    });
  });

  it('may be left on a closed ticket; never on one’s own ticket, never by a member; bad text is a 400', async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);
    expect((await mod.post(`/api/staff/tickets/${ticket.id}/close`)).statusCode).toBe(200);
    expect((await note(mod, ticket.id, 'Closed after the payout.')).statusCode).toBe(200);

    const own = await open(mod);
    const refused = await note(mod, own.id, 'Note to self');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe(ticketErrorCodes.ownTicket);
    expect((await note(alice, ticket.id, 'Sneaky')).statusCode).toBe(403);
    expect((await note(mod, 99_999, 'Nowhere')).statusCode).toBe(404);
    expect((await note(mod, ticket.id, '')).statusCode).toBe(400);
    expect((await note(mod, ticket.id, 'bad\u0000text')).statusCode).toBe(400);
  });
});
