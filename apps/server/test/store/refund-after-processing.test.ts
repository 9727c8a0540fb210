import { storeErrorCodes } from '@podium/shared/store/errors';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

type Body<T> = { data: T; code?: string; errors?: Record<string, string[]> };

const pointsOf = async (id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;
const quantityOf = async (id: number) =>
  (await ctx.db.select({ q: storeItems.quantity }).from(storeItems).where(eq(storeItems.id, id)))[0]!.q;
const statusOf = async (id: number) =>
  (await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.id, id)))[0]!.status;

/** A member buys a counted item (cost 300, stock 4 → 3) and a moderator processes it. */
async function processedPurchase() {
  const mod = await signedIn(ctx, 'mod', 'Moderator');
  const admin = await signedIn(ctx, 'boss', 'Admin');
  const fan = await signedIn(ctx, 'fan');
  const fanId = (await findUserByUsername(ctx.db, 'fan'))!.id;
  await applyLedger(ctx.db, { userId: fanId, amount: 1000, kind: 'test', reason: 'Test' });
  const item = await createStoreItem(ctx.db, { name: 'Hoodie', cost: 300, quantity: 4 });
  expect((await fan.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBe(200);
  const [last] = await ctx.db.select().from(storeRedemptions).orderBy(desc(storeRedemptions.id)).limit(1);
  expect((await mod.post(`/api/staff/redemptions/${last!.id}/process`)).statusCode).toBe(200);
  return { mod, admin, fanId, item, id: last!.id };
}

describe('refunding after processing (decision 043)', () => {
  it('a moderator cannot refund a processed redemption (403, a stable code); nothing changes', async () => {
    const { mod, fanId, item, id } = await processedPurchase();
    for (const body of [undefined, { reason: 'Please refund it' }]) {
      const res = await mod.post(`/api/staff/redemptions/${id}/refund`, body);
      expect(res.statusCode).toBe(403);
      expect(json<Body<null>>(res).code).toBe(storeErrorCodes.refundAdminOnly);
    }
    expect(await statusOf(id)).toBe('processed');
    expect(await pointsOf(fanId)).toBe(700);
    expect(await quantityOf(item.id)).toBe(3);
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'store.refund'))).toBe(0);
  });

  it('an Admin needs a reason of 3 to 300 characters', async () => {
    const { admin, id } = await processedPurchase();
    const none = await admin.post(`/api/staff/redemptions/${id}/refund`);
    expect(none.statusCode).toBe(400);
    expect(json<Body<null>>(none)).toMatchObject({
      code: storeErrorCodes.refundReasonRequired,
      errors: { reason: ['Say why this processed redemption is refunded (3 to 300 characters).'] },
    });
    for (const reason of ['  ', 'ab', 'x'.repeat(301)]) {
      const res = await admin.post(`/api/staff/redemptions/${id}/refund`, { reason });
      expect(res.statusCode, reason).toBe(400);
      expect(json<Body<null>>(res).errors?.reason).toBeDefined();
    }
    expect(await statusOf(id)).toBe('processed');
  });

  it('an Admin with a reason gets the points (reason visible) and stock back once; a second refund is 409', async () => {
    const { admin, fanId, item, id } = await processedPurchase();
    const adminId = (await findUserByUsername(ctx.db, 'boss'))!.id;
    const res = await admin.post(`/api/staff/redemptions/${id}/refund`, { reason: 'Out of sizes, sorry' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Body<QueueRedemption>>(res).data).toMatchObject({ id, status: 'refunded' });
    expect(await pointsOf(fanId)).toBe(1000);
    expect(await quantityOf(item.id)).toBe(4);
    const [credit] = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.kind, 'store_refund'));
    expect(credit).toMatchObject({
      amount: 300,
      reason: 'Refunded Hoodie: Out of sizes, sorry',
      actorId: adminId,
    });
    const [stored] = await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.id, id));
    expect(stored).toMatchObject({ refundedBy: adminId, refundReason: 'Out of sizes, sorry' });

    const again = await admin.post(`/api/staff/redemptions/${id}/refund`, { reason: 'Out of sizes, sorry' });
    expect(again.statusCode).toBe(409);
    expect(json<Body<null>>(again).code).toBe(storeErrorCodes.alreadyRefunded);
    expect(await pointsOf(fanId)).toBe(1000);
    expect(await quantityOf(item.id)).toBe(4);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_refund'))).toBe(1);
    expect(
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'store.refund'))
        .orderBy(asc(auditLog.id)),
    ).toEqual([
      expect.objectContaining({
        actorId: adminId,
        targetType: 'store_redemption',
        targetId: String(id),
        targetUserId: fanId,
        before: { status: 'processed', points: 700, stock: 3 },
        after: expect.objectContaining({ status: 'refunded', points: 1000, stock: 4 }),
        reason: 'Out of sizes, sorry',
      }),
    ]);
  });

  it('parallel Admin refunds of one processed redemption give the points back once', async () => {
    const { fanId, item, id } = await processedPurchase();
    const admins = await Promise.all([1, 2, 3, 4].map((n) => signedIn(ctx, `admin${n}`, 'Admin')));
    const results = await Promise.all(
      admins.map((a) => a.post(`/api/staff/redemptions/${id}/refund`, { reason: 'Not delivered' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await pointsOf(fanId)).toBe(1000);
    expect(await quantityOf(item.id)).toBe(4);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_refund'))).toBe(1);
  });

  it('a pending redemption is still any moderator’s to refund, without a reason', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const fan = await signedIn(ctx, 'fan');
    const fanId = (await findUserByUsername(ctx.db, 'fan'))!.id;
    await applyLedger(ctx.db, { userId: fanId, amount: 100, kind: 'test', reason: 'Test' });
    const item = await createStoreItem(ctx.db, { cost: 100 });
    await fan.post(`/api/r/store/${item.id}/redeem`);
    const [row] = await ctx.db.select().from(storeRedemptions);
    expect((await mod.post(`/api/staff/redemptions/${row!.id}/refund`)).statusCode).toBe(200);
    expect(await pointsOf(fanId)).toBe(100);
  });
});
