import type { AdminPayout, PayoutPage } from '@podium/shared/payouts/schemas';
import { storeErrorCodes } from '@podium/shared/store/errors';
import type { AdminStoreItem, QueuePage, Redemption, StoreResponse } from '@podium/shared/store/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { casinoAccounts } from '../../src/features/casino-accounts/casino-accounts.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';
import { member, platform } from '../vip/fixtures.ts';

const ctx = useTestApp();

type Body<T> = {
  success: boolean;
  data: T;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
};

const pointsOf = async (id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;
const quantityOf = async (id: number) =>
  (await ctx.db.select({ q: storeItems.quantity }).from(storeItems).where(eq(storeItems.id, id)))[0]!.q;
const storePayouts = () =>
  ctx.db.select().from(payouts).where(eq(payouts.source, 'store')).orderBy(asc(payouts.id));
const refunds = () => ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_refund'));

/** Gamdom (slot 2) and Roobet (slot 1); a member with 5,000 points and a Gamdom username only. */
async function setUp(points = 5000) {
  const roobet = await platform(ctx, 'Roobet', 1);
  const gamdom = await platform(ctx, 'Gamdom', 2);
  const fan = await member(ctx, 'tipfan', { crypto2: ' Tip_Fan ' });
  await applyLedger(ctx.db, { userId: fan.id, amount: points, kind: 'test', reason: 'Test' });
  const tip = await createStoreItem(ctx.db, {
    name: '$10 Casino Tip',
    cost: 1000,
    quantity: 5,
    kind: 'cash',
    cashCents: 1000,
  });
  return { roobet, gamdom, fan, tip };
}

describe('cash store items (decision 043)', () => {
  it('a redemption names its casino and lands in the payout queue with the casino and username, not the moderators’ queue', async () => {
    const { gamdom, fan, tip } = await setUp();
    const store = json<Body<StoreResponse>>(await fan.agent.get('/api/r/store')).data;
    expect(store.payout_casinos).toEqual([
      { platform_id: gamdom.id, name: 'Gamdom', casino_username: 'Tip_Fan' },
    ]);
    expect(store.store_items[0]).toMatchObject({ id: tip.id, kind: 'cash', cash_amount: 10 });

    const res = await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: gamdom.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Body<unknown>>(res).data).toEqual({ user_points: 4000, item_quantity: 4 });
    const [redemption] = await ctx.db.select().from(storeRedemptions);
    expect(redemption).toMatchObject({ status: 'payout', cashCents: 1000, cost: 1000 });
    expect(await storePayouts()).toEqual([
      expect.objectContaining({
        userId: fan.id,
        sourceId: redemption!.id,
        amountCents: 1000,
        description: 'Store: $10 Casino Tip (Gamdom)',
        platformId: gamdom.id,
        casinoUsername: 'Tip_Fan',
        casinoAccountId: expect.any(Number),
        status: 'pending',
      }),
    ]);

    const admin = await signedIn(ctx, 'boss', 'Admin');
    const queue = json<Body<PayoutPage>>(await admin.get('/api/admin/payouts?source=store')).data;
    expect(queue.payouts).toEqual([
      expect.objectContaining({
        source: 'store',
        amount: 10,
        casino_username: 'Tip_Fan',
        platform: { id: gamdom.id, name: 'Gamdom' },
        user: expect.objectContaining({ username: 'tipfan' }),
      }),
    ]);
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    expect(json<Body<QueuePage>>(await mod.get('/api/staff/redemptions')).data.total).toBe(0);
    const history = json<Body<Redemption[]>>(await fan.agent.get('/api/r/store/redemptions')).data;
    expect(history[0]).toMatchObject({
      is_processed: false,
      payout: { status: 'pending', amount: 10, casino: 'Gamdom', casino_username: 'Tip_Fan', reason: null },
    });
    // A moderator cannot process it: it is the payout queue's.
    const processed = await mod.post(`/api/staff/redemptions/${redemption!.id}/process`);
    expect(processed.statusCode).toBe(409);
    expect(json(processed).code).toBe(storeErrorCodes.cashInPayoutQueue);
  });

  it('without platform_id it is a 400 field error; a casino without a username is refused; nothing changes', async () => {
    const { roobet, fan, tip } = await setUp();
    const missing = await fan.agent.post(`/api/r/store/${tip.id}/redeem`);
    expect(missing.statusCode).toBe(400);
    expect(json<Body<null>>(missing)).toMatchObject({
      code: storeErrorCodes.casinoRequired,
      errors: { platform_id: ['Choose the casino this is paid to.'] },
    });
    const noName = await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: roobet.id });
    expect(noName.statusCode).toBe(409);
    expect(json<Body<null>>(noName).code).toBe(storeErrorCodes.noCasinoUsername);
    expect(json<Body<null>>(noName).errors?.platform_id).toBeDefined();
    const unknown = await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: 99_999 });
    expect(json<Body<null>>(unknown).code).toBe(storeErrorCodes.noCasinoUsername);
    expect((await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: 'x' })).statusCode).toBe(
      400,
    );
    expect(await pointsOf(fan.id)).toBe(5000);
    expect(await quantityOf(tip.id)).toBe(5);
    expect(await ctx.db.$count(storeRedemptions)).toBe(0);
    expect(await ctx.db.$count(payouts)).toBe(0);
  });

  it('a casino account waiting for verification is neither offered nor paid to (decision 042)', async () => {
    const { gamdom, fan, tip } = await setUp();
    await ctx.db
      .update(casinoAccounts)
      .set({ status: 'pending', decidedAt: null })
      .where(eq(casinoAccounts.holderId, fan.id));
    expect(json<Body<StoreResponse>>(await fan.agent.get('/api/r/store')).data.payout_casinos).toEqual([]);
    const res = await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: gamdom.id });
    expect(res.statusCode).toBe(409);
    expect(json<Body<null>>(res).code).toBe(storeErrorCodes.noCasinoUsername);
    expect(await pointsOf(fan.id)).toBe(5000);
    expect(await ctx.db.$count(payouts)).toBe(0);
  });

  it('two parallel redemptions of the last unit: one purchase, one debit, one payout', async () => {
    const { gamdom, fan, tip } = await setUp();
    await ctx.db.update(storeItems).set({ quantity: 1 }).where(eq(storeItems.id, tip.id));
    const results = await Promise.all(
      [1, 2].map(() => fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: gamdom.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(json(results.find((r) => r.statusCode === 409)!).code).toBe(storeErrorCodes.outOfStock);
    expect(await pointsOf(fan.id)).toBe(4000);
    expect(await quantityOf(tip.id)).toBe(0);
    expect(await ctx.db.$count(storeRedemptions)).toBe(1);
    expect((await storePayouts()).length).toBe(1);
  });

  it('a rejected store payout refunds the points (with the reason) and the stock once, on record', async () => {
    const { gamdom, fan, tip } = await setUp();
    await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: gamdom.id });
    const [payout] = await storePayouts();
    const admins = await Promise.all([1, 2, 3].map((n) => signedIn(ctx, `admin${n}`, 'Admin')));
    const results = await Promise.all(
      admins.map((a) =>
        a.post(`/api/admin/payouts/${payout!.id}/reject`, { reason: 'Casino account closed' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([
      200, 409, 409,
    ]);
    expect(json<Body<AdminPayout>>(results.find((r) => r.statusCode === 200)!).data.status).toBe('rejected');
    expect(await pointsOf(fan.id)).toBe(5000);
    expect(await quantityOf(tip.id)).toBe(5);
    expect(await refunds()).toBe(1);
    const [credit] = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.kind, 'store_refund'));
    expect(credit).toMatchObject({
      userId: fan.id,
      amount: 1000,
      reason: 'Refunded $10 Casino Tip: payout rejected (Casino account closed)',
    });
    const [redemption] = await ctx.db.select().from(storeRedemptions);
    expect(redemption).toMatchObject({ status: 'refunded', refundReason: 'Casino account closed' });
    const entries = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['payouts.rejected', 'store.refund']);
    expect(entries[1]).toMatchObject({
      targetType: 'store_redemption',
      targetId: String(redemption!.id),
      targetUserId: fan.id,
      before: { status: 'payout', points: 4000, stock: 4 },
      after: expect.objectContaining({ status: 'refunded', points: 5000, stock: 5 }),
      reason: 'Casino account closed',
    });
    // The member reads it in their history; the refunded purchase no longer counts towards the limit.
    const history = json<Body<Redemption[]>>(await fan.agent.get('/api/r/store/redemptions')).data;
    expect(history[0]!.payout).toMatchObject({ status: 'rejected', reason: 'Casino account closed' });
    const store = json<Body<StoreResponse>>(await fan.agent.get('/api/r/store')).data;
    expect(store.store_items[0]).toMatchObject({ user_purchases: 0, quantity: 5 });
  });

  it('the store does not refund a cash purchase: pending is rejected in the payout queue, paid has left', async () => {
    const { gamdom, fan, tip } = await setUp();
    await fan.agent.post(`/api/r/store/${tip.id}/redeem`, { platform_id: gamdom.id });
    const [redemption] = await ctx.db.select().from(storeRedemptions);
    const [payout] = await storePayouts();
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const reason = { reason: 'Member asked for it' };
    const pending = await admin.post(`/api/staff/redemptions/${redemption!.id}/refund`, reason);
    expect(pending.statusCode).toBe(409);
    expect(json(pending).code).toBe(storeErrorCodes.cashInPayoutQueue);
    await admin.post(`/api/admin/payouts/${payout!.id}/paid`, { reference: 'TIP-1' });
    const paid = await admin.post(`/api/staff/redemptions/${redemption!.id}/refund`, reason);
    expect(paid.statusCode).toBe(409);
    expect(json(paid).code).toBe(storeErrorCodes.cashPaidOut);
    expect(await pointsOf(fan.id)).toBe(4000);
    expect(await refunds()).toBe(0);
    const history = json<Body<Redemption[]>>(await fan.agent.get('/api/r/store/redemptions')).data;
    expect(history[0]).toMatchObject({ is_processed: true, payout: { status: 'paid' } });
  });
});

describe('admin: a cash item (decision 043)', () => {
  const base = {
    name: 'Casino Tip',
    description: '',
    image: null,
    cost: 500,
    quantity: null,
    max_purchases_per_user: null,
    is_active: true,
  };

  it('takes kind and amount in dollars; a cash item needs an amount, an item has none', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/store/items', { ...base, kind: 'cash', cash_amount: 12.5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Body<AdminStoreItem>>(res).data).toMatchObject({ kind: 'cash', cash_amount: 12.5 });
    const [row] = await ctx.db.select().from(storeItems);
    expect(row).toMatchObject({ kind: 'cash', cashCents: 1250 });
    const list = json<Body<AdminStoreItem[]>>(await admin.get('/api/admin/store/items')).data;
    expect(list[0]).toMatchObject({ kind: 'cash', cash_amount: 12.5 });

    for (const [body, message] of [
      [{ ...base, kind: 'cash', cash_amount: null }, 'A cash item needs an amount'],
      [{ ...base, kind: 'cash', cash_amount: 0 }, 'The amount must be more than $0'],
      [{ ...base, kind: 'cash', cash_amount: 1.234 }, 'At most 2 decimals'],
      [{ ...base, kind: 'item', cash_amount: 5 }, 'Only a cash item has an amount'],
    ] as const) {
      const bad = await admin.post('/api/admin/store/items', body);
      expect(bad.statusCode).toBe(400);
      expect(json<Body<null>>(bad).errors?.cash_amount).toEqual([message]);
    }
    expect(await ctx.db.$count(storeItems)).toBe(1);
  });
});
