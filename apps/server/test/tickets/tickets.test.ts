import { ticketErrorCodes } from '@podium/shared/tickets/errors';
import {
  type StaffTicketDetail,
  TICKETS_PER_HOUR,
  type TicketDetail,
  type TicketQueuePage,
  type TicketSummary,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

type Body<T> = { success: boolean; data: T; message: string | null; code?: string; errors?: unknown };
const data = <T>(res: { json: () => unknown }) => (res.json() as Body<T>).data;

const newTicket = {
  category: 'prize_payout',
  subject: 'My raffle prize',
  message: 'I won the hoodie raffle <script>alert(1)</script>',
};

async function open(agent: Agent, body: object = newTicket): Promise<TicketDetail> {
  const res = await agent.post('/api/r/tickets', body);
  expect(res.statusCode, res.body).toBe(201);
  expect(json(res).message).toBe(ticketsMessages.created);
  return data<TicketDetail>(res);
}

const unread = async (agent: Agent) =>
  data<{ count: number }>(await agent.get('/api/r/tickets/unread')).count;

describe('a member’s support tickets', () => {
  it('asks a visitor to sign in on every member route', async () => {
    const guest = await visitor(ctx);
    for (const res of [
      await guest.get('/api/r/tickets'),
      await guest.get('/api/r/tickets/unread'),
      await guest.get('/api/r/tickets/1'),
      await guest.post('/api/r/tickets', newTicket),
      await guest.post('/api/r/tickets/1/reply', { message: 'Hi' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('unauthorized');
    }
  });

  it('opens a ticket with its first message and lists it with its status', async () => {
    const alice = await signedIn(ctx, 'alice');
    const ticket = await open(alice);
    expect(ticket).toMatchObject({
      category: 'prize_payout',
      subject: 'My raffle prize',
      status: 'open',
      unread: false,
      redemption: null,
      closed_at: null,
      messages: [{ body: newTicket.message, from_staff: false, author_name: 'alice' }],
    });
    const list = data<TicketSummary[]>(await alice.get('/api/r/tickets'));
    expect(list.map((t) => [t.id, t.status])).toEqual([[ticket.id, 'open']]);
  });

  it('answers every field error under its field', async () => {
    const alice = await signedIn(ctx, 'alice');
    const res = await alice.post('/api/r/tickets', { category: 'refund', subject: '', message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      category: [ticketsMessages.categoryRequired],
      subject: [ticketsMessages.subjectRequired],
      message: [ticketsMessages.messageRequired],
    });
  });

  it('takes one of the member’s own purchases, and refuses someone else’s', async () => {
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const item = await createStoreItem(ctx.db, { name: 'Hoodie' });
    const [aliceId, bobId] = [
      (await findUserByUsername(ctx.db, 'alice'))!.id,
      (await findUserByUsername(ctx.db, 'bob'))!.id,
    ];
    const [mine, theirs] = await ctx.db
      .insert(storeRedemptions)
      .values([
        { itemId: item.id, userId: aliceId, cost: 100 },
        { itemId: item.id, userId: bobId, cost: 100 },
      ])
      .returning({ id: storeRedemptions.id });
    const about = await open(alice, { ...newTicket, category: 'store_order', redemption_id: mine!.id });
    expect(about.redemption).toEqual({ id: mine!.id, item_name: 'Hoodie' });

    for (const id of [theirs!.id, 999_999]) {
      const res = await alice.post('/api/r/tickets', { ...newTicket, redemption_id: id });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: ticketErrorCodes.redemptionNotFound,
        errors: { redemption_id: [ticketsMessages.redemptionNotFound] },
      });
    }
    expect(data<TicketSummary[]>(await bob.get('/api/r/tickets'))).toEqual([]);
  });

  it('shows a member only their own tickets: someone else’s is not found', async () => {
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const ticket = await open(alice);
    for (const res of [
      await bob.get(`/api/r/tickets/${ticket.id}`),
      await bob.post(`/api/r/tickets/${ticket.id}/reply`, { message: 'Me too' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe(ticketErrorCodes.notFound);
    }
  });
});

describe('the ticket limit', () => {
  it(`lets a member open ${TICKETS_PER_HOUR} tickets an hour, then answers 429 with a clear message`, async () => {
    const alice = await signedIn(ctx, 'eager');
    for (let i = 0; i < TICKETS_PER_HOUR; i++) await open(alice);
    const res = await alice.post('/api/r/tickets', newTicket);
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({
      code: ticketErrorCodes.tooManyTickets,
      message: ticketsMessages.tooMany,
    });
    expect(data<TicketSummary[]>(await alice.get('/api/r/tickets'))).toHaveLength(TICKETS_PER_HOUR);
  });
});

describe('a conversation between a member and a moderator', () => {
  it('goes open → answered (badge) → seen → open → closed, and a closed ticket takes no replies', async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const ticket = await open(alice);

    const queue = data<TicketQueuePage>(await mod.get('/api/staff/tickets?status=open'));
    expect(queue.tickets.map((t) => [t.id, t.member.username, t.message_count])).toEqual([
      [ticket.id, 'alice', 1],
    ]);

    const answered = await mod.post(`/api/staff/tickets/${ticket.id}/reply`, { message: 'Sent today!' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(data<StaffTicketDetail>(answered).status).toBe('answered');
    expect(await unread(alice)).toBe(1);
    expect(data<TicketSummary[]>(await alice.get('/api/r/tickets'))[0]!.unread).toBe(true);

    const seen = data<TicketDetail>(await alice.get(`/api/r/tickets/${ticket.id}`));
    expect(seen.messages.map((m) => [m.from_staff, m.author_name, m.body])).toEqual([
      [false, 'alice', newTicket.message],
      [true, 'mod', 'Sent today!'],
    ]);
    expect(await unread(alice)).toBe(0);

    const back = await alice.post(`/api/r/tickets/${ticket.id}/reply`, { message: 'Got it, thanks' });
    expect(data<TicketDetail>(back).status).toBe('open');
    expect(await unread(alice)).toBe(0);

    const closed = await mod.post(`/api/staff/tickets/${ticket.id}/close`);
    expect(json(closed).message).toBe(ticketsMessages.closed);
    expect(data<StaffTicketDetail>(closed)).toMatchObject({
      status: 'closed',
      closed_by: { username: 'mod' },
      message_count: 3,
    });
    for (const res of [
      await alice.post(`/api/r/tickets/${ticket.id}/reply`, { message: 'One more thing' }),
      await mod.post(`/api/staff/tickets/${ticket.id}/reply`, { message: 'Late' }),
      await mod.post(`/api/staff/tickets/${ticket.id}/close`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: ticketErrorCodes.closed, message: ticketsMessages.isClosed });
    }
    // The moderator's reply and close are on record for alice (the refused ones wrote nothing).
    const modId = (await findUserByUsername(ctx.db, 'mod'))!.id;
    const aliceId = (await findUserByUsername(ctx.db, 'alice'))!.id;
    const entries = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.actorId, e.action, e.targetType, e.targetId, e.targetUserId])).toEqual([
      [modId, 'tickets.reply', 'support_ticket', String(ticket.id), aliceId],
      [modId, 'tickets.close', 'support_ticket', String(ticket.id), aliceId],
    ]);
    expect(entries[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'answered' } });
    expect(entries[0]!.after).toHaveProperty('message_id');
    expect(entries[1]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
  });

  it('lists open tickets first, the longest waiting on top, and filters by status and category', async () => {
    const alice = await signedIn(ctx, 'alice');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const first = await open(alice, { ...newTicket, subject: 'First' });
    const second = await open(alice, { ...newTicket, subject: 'Second', category: 'account' });
    const third = await open(alice, { ...newTicket, subject: 'Third' });
    await mod.post(`/api/staff/tickets/${first.id}/reply`, { message: 'Answered' });
    await mod.post(`/api/staff/tickets/${second.id}/close`);
    const ids = async (query = '') =>
      data<TicketQueuePage>(await mod.get(`/api/staff/tickets${query}`)).tickets.map((t) => t.id);
    expect(await ids()).toEqual([third.id, first.id, second.id]);
    expect(await ids('?status=answered')).toEqual([first.id]);
    expect(await ids('?category=account')).toEqual([second.id]);
  });
});

describe('staff never serve themselves', () => {
  it('refuses a moderator answering or closing their own ticket; another moderator may', async () => {
    const me = await signedIn(ctx, 'mod', 'Moderator');
    const other = await signedIn(ctx, 'colleague', 'Admin');
    const ticket = await open(me);
    for (const res of [
      await me.post(`/api/staff/tickets/${ticket.id}/reply`, { message: 'Solved it myself' }),
      await me.post(`/api/staff/tickets/${ticket.id}/close`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({
        code: ticketErrorCodes.ownTicket,
        message: ticketsMessages.ownTicket,
      });
    }
    // As the member they are, they still reply on their own ticket.
    expect((await me.post(`/api/r/tickets/${ticket.id}/reply`, { message: 'More detail' })).statusCode).toBe(
      200,
    );
    expect((await other.post(`/api/staff/tickets/${ticket.id}/close`)).statusCode).toBe(200);
  });
});
