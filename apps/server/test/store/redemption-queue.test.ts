import type { QueueRedemption, Redemption, StoreResponse } from '@podium/shared/store/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

type Body<T> = { success: boolean; data: T; message: string };
type Queue = { redemptions: QueueRedemption[]; page: number; page_size: number; total: number };

async function member(username: string, points: number): Promise<{ agent: Agent; id: number }> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return { agent, id };
}

/** The member buys `itemId` once; returns the new redemption's id. */
async function purchase(agent: Agent, itemId: number): Promise<number> {
  const res = await agent.post(`/api/r/store/${itemId}/redeem`);
  expect(res.statusCode).toBe(200);
  const [last] = await ctx.db
    .select({ id: storeRedemptions.id })
    .from(storeRedemptions)
    .orderBy(desc(storeRedemptions.id))
    .limit(1);
  return last!.id;
}

const pointsOf = async (id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;
/** The audit entries written with `action`, oldest first. */
const auditOf = (action: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
const quantityOf = async (id: number) =>
  (await ctx.db.select({ q: storeItems.quantity }).from(storeItems).where(eq(storeItems.id, id)))[0]!.q;

describe('redemption queue access', () => {
  it('visitors get 401 and members 403 on every queue endpoint; nothing changes', async () => {
    const fan = await member('fan', 500);
    const item = await createStoreItem(ctx.db, { cost: 100 });
    const id = await purchase(fan.agent, item.id);
    const anon = await visitor(ctx);
    for (const agent of [anon, fan.agent]) {
      const expected = agent === anon ? 401 : 403;
      expect((await agent.get('/api/staff/redemptions')).statusCode).toBe(expected);
      expect((await agent.post(`/api/staff/redemptions/${id}/process`)).statusCode).toBe(expected);
      expect((await agent.post(`/api/staff/redemptions/${id}/refund`)).statusCode).toBe(expected);
    }
    expect((await ctx.db.select().from(storeRedemptions))[0]!.status).toBe('pending');
    expect(await pointsOf(fan.id)).toBe(400);
  });

  it('lists pending first, then newest, with filters by status and item and pages of 25', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const fan = await member('fan', 100_000);
    const mug = await createStoreItem(ctx.db, { name: 'Mug', cost: 10, quantity: null });
    const cap = await createStoreItem(ctx.db, { name: 'Cap', cost: 10, quantity: null });
    const a = await purchase(fan.agent, mug.id);
    const b = await purchase(fan.agent, cap.id);
    const c = await purchase(fan.agent, mug.id);
    expect((await mod.post(`/api/staff/redemptions/${c}/process`)).statusCode).toBe(200);

    const all = json<Body<Queue>>(await mod.get('/api/staff/redemptions')).data;
    expect(all.redemptions.map((r) => r.id)).toEqual([b, a, c]);
    expect(all).toMatchObject({ page: 1, page_size: 25, total: 3 });
    expect(all.redemptions[0]).toMatchObject({
      status: 'pending',
      cost: 10,
      item: { id: cap.id, name: 'Cap', image: null },
      user: { id: fan.id, username: 'fan', kick_username: null },
      processed_by: null,
      processed_at: null,
      refunded_at: null,
    });

    const processed = json<Body<Queue>>(await mod.get('/api/staff/redemptions?status=processed')).data;
    expect(processed.redemptions.map((r) => r.id)).toEqual([c]);
    const mugs = json<Body<Queue>>(await mod.get(`/api/staff/redemptions?item_id=${mug.id}`)).data;
    expect(mugs.redemptions.map((r) => r.id)).toEqual([a, c]);
    const pendingMugs = json<Body<Queue>>(
      await mod.get(`/api/staff/redemptions?item_id=${mug.id}&status=pending`),
    ).data;
    expect(pendingMugs.redemptions.map((r) => r.id)).toEqual([a]);

    for (let i = 0; i < 25; i++) await purchase(fan.agent, cap.id);
    const page2 = json<Body<Queue>>(await mod.get('/api/staff/redemptions?page=2')).data;
    expect(page2).toMatchObject({ page: 2, total: 28 });
    expect(page2.redemptions.map((r) => r.id)).toEqual([b, a, c]);
  });

  it('bad queue filters are 400, not 500', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    for (const q of ['status=lost', 'item_id=abc', 'page=0', 'page=-1']) {
      expect((await mod.get(`/api/staff/redemptions?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('processing a redemption', () => {
  it('a moderator marks it processed once, recording who and when; the member sees Processed', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const modId = (await findUserByUsername(ctx.db, 'mod'))!.id;
    const fan = await member('fan', 500);
    const item = await createStoreItem(ctx.db, { cost: 100 });
    const id = await purchase(fan.agent, item.id);

    const before = Date.now();
    const res = await mod.post(`/api/staff/redemptions/${id}/process`);
    expect(res.statusCode).toBe(200);
    const row = json<Body<QueueRedemption>>(res).data;
    expect(row).toMatchObject({ id, status: 'processed', processed_by: { id: modId, username: 'mod' } });
    expect(Date.parse(row.processed_at!)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.id, id));
    expect(stored).toMatchObject({ status: 'processed', processedBy: modId });

    const again = await mod.post(`/api/staff/redemptions/${id}/process`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This redemption has already been processed.');
    const history = json<Body<Redemption[]>>(await fan.agent.get('/api/r/store/redemptions')).data;
    expect(history[0]).toMatchObject({ id, is_processed: true });
    expect(await pointsOf(fan.id)).toBe(400);
    // On record once, for the buyer (the refused second try wrote nothing).
    expect(await auditOf('redemptions.process')).toEqual([
      expect.objectContaining({
        actorId: modId,
        targetType: 'store_redemption',
        targetId: String(id),
        targetUserId: fan.id,
        before: { status: 'pending' },
        after: { status: 'processed', item_id: item.id, cost: 100 },
      }),
    ]);
  });

  it('an admin can process too; unknown ids are 404; refunded ones are 409', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const fan = await member('fan', 500);
    const item = await createStoreItem(ctx.db, { cost: 100 });
    const id = await purchase(fan.agent, item.id);
    expect((await admin.post('/api/staff/redemptions/999/process')).statusCode).toBe(404);
    expect((await admin.post('/api/staff/redemptions/x/process')).statusCode).toBe(404);
    expect((await admin.post(`/api/staff/redemptions/${id}/refund`)).statusCode).toBe(200);
    const res = await admin.post(`/api/staff/redemptions/${id}/process`);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This redemption has already been refunded.');
  });

  it('processing needs the CSRF header', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const fan = await member('fan', 500);
    const id = await purchase(fan.agent, (await createStoreItem(ctx.db)).id);
    const res = await mod.request({
      method: 'POST',
      url: `/api/staff/redemptions/${id}/process`,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.db.select().from(storeRedemptions))[0]!.status).toBe('pending');
  });
});

describe('refunding a redemption', () => {
  it('returns the points through the ledger and one unit of stock, once; a second refund is 409 and changes nothing', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const modId = (await findUserByUsername(ctx.db, 'mod'))!.id;
    const fan = await member('fan', 500);
    const item = await createStoreItem(ctx.db, {
      name: 'Mug',
      cost: 150,
      quantity: 2,
      maxPurchasesPerUser: 1,
    });
    const id = await purchase(fan.agent, item.id);
    expect(await pointsOf(fan.id)).toBe(350);
    expect(await quantityOf(item.id)).toBe(1);

    const res = await mod.post(`/api/staff/redemptions/${id}/refund`);
    expect(res.statusCode).toBe(200);
    expect(json<Body<QueueRedemption>>(res).data).toMatchObject({ id, status: 'refunded' });
    expect(json<Body<QueueRedemption>>(res).data.refunded_at).not.toBeNull();
    expect(await pointsOf(fan.id)).toBe(500);
    expect(await quantityOf(item.id)).toBe(2);
    const [credit] = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.kind, 'store_refund'));
    expect(credit).toMatchObject({
      userId: fan.id,
      amount: 150,
      reason: 'Refunded Mug',
      reference: `store_refund:${id}`,
      actorId: modId,
      balanceAfter: 500,
    });

    const again = await mod.post(`/api/staff/redemptions/${id}/refund`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This redemption has already been refunded.');
    expect(json(again).code).toBe('store.already_refunded');
    expect(await pointsOf(fan.id)).toBe(500);
    expect(await quantityOf(item.id)).toBe(2);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_refund'))).toBe(1);
    // On record once, for the buyer: who refunded, and the status, balance and stock before → after.
    expect(await auditOf('redemptions.refund')).toEqual([
      expect.objectContaining({
        actorId: modId,
        targetType: 'store_redemption',
        targetId: String(id),
        targetUserId: fan.id,
        before: { status: 'pending', points: 350, stock: 1 },
        after: {
          status: 'refunded',
          points: 500,
          stock: 2,
          item_id: item.id,
          cost: 150,
          points_transaction_id: credit!.id,
        },
        reason: null,
      }),
    ]);

    // The refunded purchase no longer counts: the member can buy again, and history leaves it out.
    const store = json<Body<StoreResponse>>(await fan.agent.get('/api/r/store')).data;
    expect(store.store_items[0]).toMatchObject({ user_purchases: 0, quantity: 2 });
    expect(json<Body<Redemption[]>>(await fan.agent.get('/api/r/store/redemptions')).data).toEqual([]);
    expect((await fan.agent.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBe(200);
  });

  it('a processed redemption can still be refunded by an Admin with a reason (e.g. the reward could not be delivered)', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const fan = await member('fan', 100);
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: null });
    const id = await purchase(fan.agent, item.id);
    await mod.post(`/api/staff/redemptions/${id}/process`);
    // Decision 043: a moderator refunds only pending redemptions.
    expect((await mod.post(`/api/staff/redemptions/${id}/refund`)).statusCode).toBe(403);
    const res = await admin.post(`/api/staff/redemptions/${id}/refund`, { reason: 'Could not be delivered' });
    expect(res.statusCode).toBe(200);
    expect(json<Body<QueueRedemption>>(res).data).toMatchObject({
      status: 'refunded',
      processed_by: { username: 'mod' },
    });
    expect(await pointsOf(fan.id)).toBe(100);
    expect(await quantityOf(item.id)).toBeNull();
    const [entry] = await auditOf('store.refund');
    expect(entry).toMatchObject({
      targetUserId: fan.id,
      before: { status: 'processed', points: 0, stock: null },
      after: { status: 'refunded', points: 100, stock: null },
      reason: 'Could not be delivered',
    });
  });

  it('concurrent double refunds return the points and the stock once', async () => {
    const mods = await Promise.all([1, 2, 3, 4].map((n) => signedIn(ctx, `mod${n}`, 'Moderator')));
    const fan = await member('fan', 1000);
    const item = await createStoreItem(ctx.db, { cost: 200, quantity: 5 });
    const id = await purchase(fan.agent, item.id);
    const results = await Promise.all(
      [...mods, ...mods].map((m) => m.post(`/api/staff/redemptions/${id}/refund`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await pointsOf(fan.id)).toBe(1000);
    expect(await quantityOf(item.id)).toBe(5);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_refund'))).toBe(1);
  });

  it('refunds racing purchases of the same item keep stock and balances consistent', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const fans = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`fan${i}`, 100)));
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: 3 });
    const first = [];
    for (const f of fans.slice(0, 3)) first.push(await purchase(f.agent, item.id));
    const results = await Promise.all([
      ...first.map((id) => mod.post(`/api/staff/redemptions/${id}/refund`)),
      ...fans.slice(3).map((f) => f.agent.post(`/api/r/store/${item.id}/redeem`)),
    ]);
    expect(results.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const bought = results.slice(3).filter((r) => r.statusCode === 200).length;
    const held = await ctx.db.$count(storeRedemptions, eq(storeRedemptions.status, 'pending'));
    expect(held).toBe(bought);
    expect(await quantityOf(item.id)).toBe(3 - bought);
    const balances = await ctx.db.select({ p: users.points }).from(users);
    expect(balances.reduce((s, u) => s + u.p, 0)).toBe(600 - 100 * bought);
  });
});
