import { payoutsErrorCodes } from '@podium/shared/payouts/errors';
import type { AdminPayout, MemberPayout, PayoutPage } from '@podium/shared/payouts/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { requestPayout } from '../../src/features/payouts/payouts.usecases.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
const a = '/api/admin/payouts';

async function owe(userId: number, sourceId: number, dollars: number, source = 'vip_reward' as const) {
  return requestPayout(ctx.db, {
    userId,
    source,
    sourceId,
    amountCents: Math.round(dollars * 100),
    description: `Reward ${sourceId}`,
    platformId: null,
    casinoUsername: `casino_${userId}`,
  });
}

/** The audit entries on payouts, oldest first. */
const payoutAudit = () =>
  ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'payout')).orderBy(asc(auditLog.id));

const page = async (agent: Awaited<ReturnType<typeof signedIn>>, query = '') =>
  json<{ data: PayoutPage }>(await agent.get(`${a}${query}`)).data;

describe('the payout queue', () => {
  it('asks once per source row: the same source twice is the same payout', async () => {
    const user = await createUser(ctx.db, { username: 'paid_member' });
    const first = await owe(user.id, 7, 50);
    expect(await owe(user.id, 7, 50)).toBe(first);
    expect(await owe(user.id, 7, 50, 'wager_raffle_prize' as never)).not.toBe(first);
    await expect(owe(user.id, 8, 0)).rejects.toThrow();
  });

  it('filters by status, source and member, pending first', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const ann = await createUser(ctx.db, { username: 'ann_winner' });
    const ben = await createUser(ctx.db, { username: 'ben_winner' });
    const p1 = await owe(ann.id, 1, 10);
    await owe(ben.id, 2, 20);
    await owe(ann.id, 3, 30, 'wager_raffle_prize' as never);
    await admin.post(`${a}/${p1}/paid`, { reference: 'tip-1' });

    const all = await page(admin);
    expect(all.total).toBe(3);
    expect(all.payouts.map((p) => p.status)).toEqual(['pending', 'pending', 'paid']);
    expect((await page(admin, '?status=pending')).total).toBe(2);
    expect((await page(admin, '?source=wager_raffle_prize')).payouts.map((p) => p.amount)).toEqual([30]);
    expect((await page(admin, '?q=ANN_')).payouts.map((p) => p.user.username)).toEqual([
      'ann_winner',
      'ann_winner',
    ]);
    expect((await page(admin, '?q=%25')).total).toBe(0);
    expect((await admin.get(`${a}?status=lost`)).statusCode).toBe(400);
    expect((await admin.get(`${a}?page=0`)).statusCode).toBe(400);
  });

  it('marks a payout paid with a reference, once, recording who and when; the member sees it', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const member = await signedIn(ctx, 'winner');
    const winner = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'winner') }))!;
    const id = await owe(winner.id, 1, 50);

    const empty = await admin.post(`${a}/${id}/paid`, { reference: '  ' });
    expect(empty.statusCode).toBe(400);
    const res = await admin.post(`${a}/${id}/paid`, { reference: 'TIP-12345' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ message: string; data: AdminPayout }>(res)).toMatchObject({
      message: 'Payout marked as paid.',
      data: { status: 'paid', reference: 'TIP-12345', decided_by: { username: 'boss' }, reason: null },
    });
    const again = await admin.post(`${a}/${id}/reject`, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe(payoutsErrorCodes.alreadyDecided);
    // On record once, for the member paid: who paid, how much, with which reference.
    const boss = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'boss') }))!;
    expect(await payoutAudit()).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        action: 'payouts.paid',
        targetId: String(id),
        targetUserId: winner.id,
        before: { status: 'pending' },
        after: { status: 'paid', reference: 'TIP-12345', amount: 50, source: 'vip_reward', source_id: 1 },
        reason: null,
      }),
    ]);

    const mine = json<{ data: MemberPayout[] }>(await member.get('/api/r/payouts')).data;
    expect(mine).toMatchObject([{ id, status: 'paid', amount: 50, reference: 'TIP-12345' }]);
    expect(mine[0]!.decided_at).not.toBeNull();
    // Nobody else's payouts, and none signed out.
    expect(json<{ data: MemberPayout[] }>(await admin.get('/api/r/payouts')).data).toEqual([]);
    expect((await (await visitor(ctx)).get('/api/r/payouts')).statusCode).toBe(401);
  });

  it('rejects with a reason the member reads', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const member = await signedIn(ctx, 'unlucky');
    const user = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'unlucky') }))!;
    const id = await owe(user.id, 1, 5);
    expect((await admin.post(`${a}/${id}/reject`, { reason: 'x' })).statusCode).toBe(400);
    const res = await admin.post(`${a}/${id}/reject`, { reason: 'No casino username linked' });
    expect(json<{ data: AdminPayout }>(res).data).toMatchObject({
      status: 'rejected',
      reason: 'No casino username linked',
    });
    const [mine] = json<{ data: MemberPayout[] }>(await member.get('/api/r/payouts')).data;
    expect(mine).toMatchObject({ status: 'rejected', reason: 'No casino username linked', reference: null });
    expect((await admin.post(`${a}/${id}/paid`, { reference: 'late' })).statusCode).toBe(409);
    expect((await admin.post(`${a}/999999/paid`, { reference: 'x' })).statusCode).toBe(404);
    // On record once, for the member, with the admin's reason.
    const boss = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'boss') }))!;
    expect(await payoutAudit()).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        action: 'payouts.rejected',
        targetId: String(id),
        targetUserId: user.id,
        before: { status: 'pending' },
        after: { status: 'rejected', amount: 5, source: 'vip_reward', source_id: 1 },
        reason: 'No casino username linked',
      }),
    ]);
  });

  it('never lets an admin pay or reject their own payout', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const other = await signedIn(ctx, 'other', 'Admin');
    const me = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'boss') }))!;
    const id = await owe(me.id, 1, 100);
    for (const [path, body] of [
      ['paid', { reference: 'self' }],
      ['reject', { reason: 'self service' }],
    ] as const) {
      const res = await boss.post(`${a}/${id}/${path}`, body);
      expect(res.statusCode).toBe(403);
      expect(json(res).code).toBe(payoutsErrorCodes.ownPayout);
    }
    expect(await payoutAudit()).toEqual([]);
    expect((await other.post(`${a}/${id}/paid`, { reference: 'tip-9' })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await moderator.get(a)).statusCode).toBe(403);
  });
});
