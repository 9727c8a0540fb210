import type { RedeemResult, Redemption, StoreResponse } from '@podium/shared/store/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { DEMO_WELCOME_POINTS } from '../../src/features/points/points.seed.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

async function member(username: string, points = 0): Promise<{ agent: Agent; id: number }> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  if (points > 0) await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return { agent, id };
}

const store = async (agent: Agent) => json<{ data: StoreResponse }>(await agent.get('/api/r/store')).data;
const redeem = (agent: Agent, itemId: number) => agent.post(`/api/r/store/${itemId}/redeem`);
const pointsOf = async (id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;
const quantityOf = async (id: number) =>
  (await ctx.db.select({ q: storeItems.quantity }).from(storeItems).where(eq(storeItems.id, id)))[0]!.q;

describe('GET /api/r/store', () => {
  it('is for signed-in members only (401 for a visitor)', async () => {
    const res = await (await visitor(ctx)).get('/api/r/store');
    expect(res.statusCode).toBe(401);
    expect(json(res).success).toBe(false);
  });

  it('lists active items only, with the balance and the viewer’s own purchases of each', async () => {
    const buyer = await member('buyer', 1000);
    const other = await member('other', 1000);
    const hoodie = await createStoreItem(ctx.db, { name: 'Hoodie', cost: 300, quantity: 4 });
    const sticker = await createStoreItem(ctx.db, { name: 'Sticker', cost: 50, quantity: null });
    await createStoreItem(ctx.db, { name: 'Retired', isActive: false });
    expect((await redeem(buyer.agent, hoodie.id)).statusCode).toBe(200);
    expect((await redeem(buyer.agent, hoodie.id)).statusCode).toBe(200);
    expect((await redeem(other.agent, hoodie.id)).statusCode).toBe(200);

    const data = await store(buyer.agent);
    expect(data.user_points).toBe(400);
    expect(data.store_items.map((i) => i.name)).toEqual(['Sticker', 'Hoodie']);
    const [s, h] = data.store_items;
    expect(s).toMatchObject({ quantity: null, user_purchases: 0, max_purchases_per_user: null, cost: 50 });
    expect(h).toMatchObject({ quantity: 1, user_purchases: 2, description: hoodie.description });
    expect(Date.parse(h!.created_at)).not.toBeNaN();
    expect((await store(other.agent)).store_items[1]!.user_purchases).toBe(1);
    expect(sticker.quantity).toBeNull();
  });
});

describe('POST /api/r/store/{itemId}/redeem', () => {
  it('a purchase debits the cost through the ledger, takes one from stock and creates a pending redemption', async () => {
    const buyer = await member('buyer', 500);
    const item = await createStoreItem(ctx.db, { name: 'Mug', cost: 120, quantity: 3 });
    const res = await redeem(buyer.agent, item.id);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: RedeemResult; message: string }>(res);
    expect(body.message).toBe('Item purchased successfully!');
    expect(body.data).toEqual({ user_points: 380, item_quantity: 2 });
    expect(await pointsOf(buyer.id)).toBe(380);
    expect(await quantityOf(item.id)).toBe(2);

    const [redemption] = await ctx.db.select().from(storeRedemptions);
    expect(redemption).toMatchObject({ userId: buyer.id, itemId: item.id, cost: 120, status: 'pending' });
    const ledger = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.kind, 'store_purchase'));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      userId: buyer.id,
      amount: -120,
      reason: 'Purchased Mug',
      reference: `store_redemption:${redemption!.id}`,
      balanceAfter: 380,
    });
    const [h] = (await store(buyer.agent)).store_items;
    expect(h).toMatchObject({ quantity: 2, user_purchases: 1 });
  });

  it('an unlimited item (quantity null) stays unlimited and answers item_quantity null', async () => {
    const buyer = await member('buyer', 1000);
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: null });
    for (let i = 0; i < 4; i++) {
      const res = await redeem(buyer.agent, item.id);
      expect(json<{ data: RedeemResult }>(res).data).toEqual({
        user_points: 900 - i * 100,
        item_quantity: null,
      });
    }
    expect(await quantityOf(item.id)).toBeNull();
  });

  it('needs a signed-in member: 401 for a visitor, nothing changes', async () => {
    const item = await createStoreItem(ctx.db, { quantity: 1 });
    const res = await redeem(await visitor(ctx), item.id);
    expect(res.statusCode).toBe(401);
    expect(await quantityOf(item.id)).toBe(1);
  });

  it('needs the CSRF header: 403 without it, nothing changes', async () => {
    const buyer = await member('buyer', 500);
    const item = await createStoreItem(ctx.db, { quantity: 1 });
    const res = await buyer.agent.request({
      method: 'POST',
      url: `/api/r/store/${item.id}/redeem`,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await quantityOf(item.id)).toBe(1);
    expect(await pointsOf(buyer.id)).toBe(500);
  });

  it("an unknown item is 404 'Item not found' (also for a malformed id)", async () => {
    const buyer = await member('buyer', 500);
    for (const id of ['999', 'abc', '0', '99999999999']) {
      const res = await buyer.agent.post(`/api/r/store/${id}/redeem`);
      expect(res.statusCode).toBe(404);
    }
    expect(json(await redeem(buyer.agent, 999)).message).toBe('Item not found');
    expect(json(await redeem(buyer.agent, 999)).code).toBe('store.item_not_found');
  });

  it("an inactive item is 404 'Item not found' and nothing is charged", async () => {
    const buyer = await member('buyer', 500);
    const item = await createStoreItem(ctx.db, { isActive: false });
    const res = await redeem(buyer.agent, item.id);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Item not found');
    expect(await pointsOf(buyer.id)).toBe(500);
  });

  it("an item with quantity 0 is 409 'Out of Stock', before the limit and the balance are looked at", async () => {
    const buyer = await member('poor', 0);
    const item = await createStoreItem(ctx.db, { quantity: 0, maxPurchasesPerUser: 1 });
    const res = await redeem(buyer.agent, item.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Out of Stock');
    expect(json(res).code).toBe('store.out_of_stock');
  });

  it("the per-user limit is 409 'Limit Reached' (before the balance); a refunded purchase frees a slot", async () => {
    const buyer = await member('buyer', 250);
    const item = await createStoreItem(ctx.db, { cost: 100, maxPurchasesPerUser: 2 });
    expect((await redeem(buyer.agent, item.id)).statusCode).toBe(200);
    expect((await redeem(buyer.agent, item.id)).statusCode).toBe(200);
    const res = await redeem(buyer.agent, item.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Limit Reached');
    expect(json(res).code).toBe('store.limit_reached');
    expect(await pointsOf(buyer.id)).toBe(50);
    expect(await quantityOf(item.id)).toBe(8);

    const [first] = await ctx.db.select().from(storeRedemptions).limit(1);
    await ctx.db
      .update(storeRedemptions)
      .set({ status: 'refunded' })
      .where(eq(storeRedemptions.id, first!.id));
    await applyLedger(ctx.db, { userId: buyer.id, amount: 100, kind: 'test', reason: 'Test' });
    expect((await redeem(buyer.agent, item.id)).statusCode).toBe(200);
  });

  it("a balance below the cost is 409 'Insufficient Points' and nothing changes", async () => {
    const buyer = await member('buyer', 99);
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: 5 });
    const res = await redeem(buyer.agent, item.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Insufficient Points');
    expect(json(res).code).toBe('store.insufficient_points');
    expect(await pointsOf(buyer.id)).toBe(99);
    expect(await quantityOf(item.id)).toBe(5);
    expect(await ctx.db.$count(storeRedemptions)).toBe(0);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'store_purchase'))).toBe(0);
  });

  it('buying the last unit leaves quantity 0 and the next buyer gets Out of Stock', async () => {
    const a = await member('a', 100);
    const b = await member('b', 100);
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: 1 });
    expect(json<{ data: RedeemResult }>(await redeem(a.agent, item.id)).data.item_quantity).toBe(0);
    const res = await redeem(b.agent, item.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Out of Stock');
    expect(await pointsOf(b.id)).toBe(100);
  });
});

describe('GET /api/r/store/redemptions', () => {
  it('is for signed-in members only', async () => {
    expect((await (await visitor(ctx)).get('/api/r/store/redemptions')).statusCode).toBe(401);
  });

  it('lists the member’s own purchases newest first with is_processed; refunded ones are left out', async () => {
    const buyer = await member('buyer', 1000);
    const other = await member('other', 1000);
    const mug = await createStoreItem(ctx.db, { name: 'Mug', cost: 100, image: '/img/mug.png' });
    const cap = await createStoreItem(ctx.db, { name: 'Cap', cost: 200 });
    await redeem(buyer.agent, mug.id);
    await redeem(buyer.agent, cap.id);
    await redeem(buyer.agent, mug.id);
    await redeem(other.agent, cap.id);
    const mine = await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.userId, buyer.id));
    const [firstMug, capBuy, secondMug] = mine.sort((x, y) => x.id - y.id);
    await ctx.db
      .update(storeRedemptions)
      .set({ status: 'processed' })
      .where(eq(storeRedemptions.id, capBuy!.id));
    await ctx.db
      .update(storeRedemptions)
      .set({ status: 'refunded' })
      .where(eq(storeRedemptions.id, secondMug!.id));

    const list = json<{ data: Redemption[] }>(await buyer.agent.get('/api/r/store/redemptions')).data;
    expect(list.map((r) => r.id)).toEqual([capBuy!.id, firstMug!.id]);
    expect(list[0]).toMatchObject({ is_processed: true, item: { name: 'Cap', cost: 200, image: null } });
    expect(list[1]).toMatchObject({
      is_processed: false,
      item: { name: 'Mug', cost: 100, image: '/img/mug.png', description: mug.description },
    });
  });
});

describe('demo store', () => {
  it('the demo seed gives the member a Welcome bonus through the ledger and a store they can use', async () => {
    expect(await seedDemoIfEmpty(ctx.db)).toBe(true);
    const demo = await findUserByUsername(ctx.db, 'member');
    expect(demo!.points).toBe(DEMO_WELCOME_POINTS);
    const ledger = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, demo!.id));
    expect(ledger).toMatchObject([{ kind: 'seed', reason: 'Welcome bonus', amount: DEMO_WELCOME_POINTS }]);

    const agent = await signedIn(ctx, 'member');
    const data = await store(agent);
    expect(data.user_points).toBe(DEMO_WELCOME_POINTS);
    const items = data.store_items;
    expect(items.some((i) => i.quantity === null)).toBe(true);
    expect(items.some((i) => i.quantity === 0)).toBe(true);
    expect(items.some((i) => i.max_purchases_per_user !== null)).toBe(true);
    expect(items.some((i) => i.cost > DEMO_WELCOME_POINTS)).toBe(true);
    expect(await ctx.db.$count(storeItems, eq(storeItems.isActive, false))).toBeGreaterThan(0);
    expect(items.every((i) => i.user_purchases === 0)).toBe(true);

    const cheapest = items[0]!;
    const res = await redeem(agent, cheapest.id);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: RedeemResult }>(res).data.user_points).toBe(DEMO_WELCOME_POINTS - cheapest.cost);
  });
});
