import { storeMessages } from '@podium/shared/store/messages';
import { ticketErrorCodes } from '@podium/shared/tickets/errors';
import { type StaffTicketDetail, type TicketDetail, ticketsMessages } from '@podium/shared/tickets/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { supportTickets } from '../../src/features/tickets/tickets.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';
import { expectBalancesMatchLedger, member, pointsOf } from '../raffles/fixtures.ts';

const ctx = useTestApp();

type Body<T> = { success: boolean; data: T; message: string | null; code?: string };
const data = <T>(res: { json: () => unknown }) => (res.json() as Body<T>).data;

const ticketBody = (subject: string) => ({ category: 'store_order', subject, message: 'Where is it?' });

describe('deleting an account (decision 050)', () => {
  it('closes the member’s open tickets with a system line and refunds their pending purchases, on record', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const alice = await member(ctx, 'alice', { points: 1000 });
    const bob = await member(ctx, 'bob', { points: 1000 });
    const hoodie = await createStoreItem(ctx.db, { name: 'Hoodie', cost: 300, quantity: 5 });
    const cap = await createStoreItem(ctx.db, { name: 'Cap', cost: 100, quantity: null });

    // Alice: two pending purchases and one the moderator has processed; Bob: one pending.
    for (const item of [hoodie, cap, hoodie]) {
      const res = await alice.agent.post(`/api/r/store/${item.id}/redeem`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await bob.agent.post(`/api/r/store/${cap.id}/redeem`)).statusCode).toBe(200);
    const mine = await ctx.db
      .select()
      .from(storeRedemptions)
      .where(eq(storeRedemptions.userId, alice.id))
      .orderBy(asc(storeRedemptions.id));
    const processed = mine[2]!;
    expect((await mod.post(`/api/staff/redemptions/${processed.id}/process`)).statusCode).toBe(200);

    // Tickets: one open, one answered, one already closed.
    const open = data<TicketDetail>(await alice.agent.post('/api/r/tickets', ticketBody('Open one')));
    const answered = data<TicketDetail>(await alice.agent.post('/api/r/tickets', ticketBody('Answered')));
    const done = data<TicketDetail>(await alice.agent.post('/api/r/tickets', ticketBody('Done')));
    expect(
      (await mod.post(`/api/staff/tickets/${answered.id}/reply`, { message: 'On its way' })).statusCode,
    ).toBe(200);
    expect((await mod.post(`/api/staff/tickets/${done.id}/close`)).statusCode).toBe(200);
    const bobTicket = data<TicketDetail>(await bob.agent.post('/api/r/tickets', ticketBody('Bob’s')));

    const before = await pointsOf(ctx, alice.id);
    const [hoodieBefore] = await ctx.db.select().from(storeItems).where(eq(storeItems.id, hoodie.id));
    const auditBefore = await ctx.db.$count(auditLog);

    const res = await alice.agent.post('/api/r/account/delete', { confirm_username: 'alice' });
    expect(res.statusCode, res.body).toBe(200);

    // The two pending purchases are refunded through the ledger; the processed one stays.
    const after = await ctx.db
      .select()
      .from(storeRedemptions)
      .where(eq(storeRedemptions.userId, alice.id))
      .orderBy(asc(storeRedemptions.id));
    expect(after.map((r) => [r.id, r.status, r.refundReason, r.refundedBy])).toEqual([
      [mine[0]!.id, 'refunded', storeMessages.refundedOnDeletion, null],
      [mine[1]!.id, 'refunded', storeMessages.refundedOnDeletion, null],
      [processed.id, 'processed', null, null],
    ]);
    expect(await pointsOf(ctx, alice.id)).toBe(before + 300 + 100);
    const refunds = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.kind, 'store_refund'))
      .orderBy(asc(pointsTransactions.id));
    expect(refunds.map((t) => [t.userId, t.amount, t.reference, t.actorId])).toEqual([
      [alice.id, 300, `store_refund:${mine[0]!.id}`, null],
      [alice.id, 100, `store_refund:${mine[1]!.id}`, null],
    ]);
    const [hoodieAfter] = await ctx.db.select().from(storeItems).where(eq(storeItems.id, hoodie.id));
    expect(hoodieAfter!.quantity).toBe(hoodieBefore!.quantity! + 1);
    // Bob's purchase is untouched.
    const [bobs] = await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.userId, bob.id));
    expect(bobs!.status).toBe('pending');
    await expectBalancesMatchLedger(ctx);

    // Her open and answered tickets are closed by the site with a system line; the closed one is as it was.
    const tickets = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, alice.id))
      .orderBy(asc(supportTickets.id));
    expect(tickets.map((t) => [t.id, t.status, t.closedBy, t.unreadByMember])).toEqual([
      [open.id, 'closed', null, false],
      [answered.id, 'closed', null, false],
      [done.id, 'closed', expect.any(Number), false],
    ]);
    const seen = data<StaffTicketDetail>(await mod.get(`/api/staff/tickets/${open.id}`));
    expect(seen.status).toBe('closed');
    expect(seen.messages.at(-1)).toMatchObject({
      body: ticketsMessages.closedByDeletion,
      system: true,
      author_name: null,
    });
    expect(seen.messages.filter((m) => m.system)).toHaveLength(1);
    const untouched = data<StaffTicketDetail>(await mod.get(`/api/staff/tickets/${done.id}`));
    expect(untouched.messages.some((m) => m.system)).toBe(false);
    const [bobsTicket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, bobTicket.id));
    expect(bobsTicket!.status).toBe('open');

    // Nobody is left to answer: staff cannot reopen it.
    const reopen = await mod.post(`/api/staff/tickets/${open.id}/reopen`);
    expect(reopen.statusCode).toBe(409);
    expect(json(reopen)).toMatchObject({
      code: ticketErrorCodes.memberDeleted,
      message: ticketsMessages.memberDeleted,
    });

    // On record, with the member as actor: two refunds and two closes.
    const entries = (await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id))).slice(auditBefore);
    expect(entries.map((e) => [e.actorId, e.action, e.targetType, e.targetId, e.targetUserId])).toEqual([
      [alice.id, 'redemptions.refund', 'store_redemption', String(mine[0]!.id), alice.id],
      [alice.id, 'redemptions.refund', 'store_redemption', String(mine[1]!.id), alice.id],
      [alice.id, 'tickets.close', 'support_ticket', String(open.id), alice.id],
      [alice.id, 'tickets.close', 'support_ticket', String(answered.id), alice.id],
    ]);
    expect(entries[0]).toMatchObject({
      reason: storeMessages.refundedOnDeletion,
      before: { status: 'pending', points: before, stock: hoodieBefore!.quantity },
      after: { status: 'refunded', points: before + 300, stock: hoodieBefore!.quantity! + 1, cost: 300 },
    });
    expect(entries[3]).toMatchObject({
      before: { status: 'answered' },
      after: { status: 'closed' },
      reason: ticketsMessages.closedByDeletion,
    });
  });

  it('refunds nothing and closes nothing when a refusal stops the deletion (the last admin)', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const item = await createStoreItem(ctx.db, { cost: 10 });
    const bossRow = (await findUserByUsername(ctx.db, 'boss'))!;
    await applyLedger(ctx.db, { userId: bossRow.id, amount: 100, kind: 'test', reason: 'Test' });
    expect((await boss.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBe(200);
    expect((await boss.post('/api/r/tickets', ticketBody('Mine'))).statusCode).toBe(201);
    const res = await boss.post('/api/r/account/delete', { confirm_username: 'boss' });
    expect(res.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.userId, bossRow.id));
    expect(row!.status).toBe('pending');
    const [ticket] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.userId, bossRow.id));
    expect(ticket!.status).toBe('open');
  });
});
