import type { AdminStoreItem, StoreResponse } from '@podium/shared/store/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

const input = {
  name: 'Signed Jersey',
  description: 'Signed by the streamer.',
  image: '/store/jersey.png',
  cost: 5000,
  quantity: 3,
  max_purchases_per_user: 1,
  is_active: true,
};

async function buyer(username: string, points: number): Promise<Agent> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return agent;
}

/** Every audit entry, oldest first. */
const audit = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));

type Body<T> = { success: boolean; data: T; message: string; errors: Record<string, string[]> | null };

describe('admin store items', () => {
  it('are for admins only: visitor 401, member and moderator 403', async () => {
    expect((await (await visitor(ctx)).get('/api/admin/store/items')).statusCode).toBe(401);
    expect((await (await signedIn(ctx, 'm')).get('/api/admin/store/items')).statusCode).toBe(403);
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    expect((await mod.get('/api/admin/store/items')).statusCode).toBe(403);
    expect((await mod.post('/api/admin/store/items', input)).statusCode).toBe(403);
    expect(await ctx.db.$count(storeItems)).toBe(0);
  });

  it('create answers 201 with the item and its id; it shows in the store for members', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/store/items', input);
    expect(res.statusCode).toBe(201);
    const item = json<Body<AdminStoreItem>>(res).data;
    expect(item).toMatchObject({
      name: 'Signed Jersey',
      description: 'Signed by the streamer.',
      image: '/store/jersey.png',
      cost: 5000,
      quantity: 3,
      max_purchases_per_user: 1,
      is_active: true,
      sold: 0,
    });
    expect(item.id).toBeGreaterThan(0);
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'store.create',
        targetId: String(item.id),
        before: null,
        // The kind is on record too (decision 043): an item unless told otherwise.
        after: { ...input, kind: 'item', cash_amount: null },
      }),
    ]);
    const store = json<Body<StoreResponse>>(await (await signedIn(ctx, 'fan')).get('/api/r/store')).data;
    expect(store.store_items.map((i) => i.id)).toEqual([item.id]);
  });

  it('an unlimited item (quantity null) with no per-user limit and no image can be created', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/store/items', {
      ...input,
      image: '',
      quantity: null,
      max_purchases_per_user: null,
    });
    expect(res.statusCode).toBe(201);
    expect(json<Body<AdminStoreItem>>(res).data).toMatchObject({
      quantity: null,
      max_purchases_per_user: null,
      image: null,
    });
  });

  it('bad input is a 400 with field errors, never a 500, and creates nothing', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/store/items', {
      ...input,
      name: '  ',
      cost: 0,
      quantity: -1,
      max_purchases_per_user: 0,
      image: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    const body = json<Body<null>>(res);
    expect(body.errors?.name).toEqual(['Name is required']);
    expect(body.errors?.cost).toEqual(['Cost must be at least 1 point']);
    expect(body.errors?.quantity).toEqual(['Stock cannot be negative']);
    expect(body.errors?.max_purchases_per_user).toEqual(['At least 1, or leave empty for unlimited']);
    expect(body.errors?.image).toEqual(['Enter a full link or a path starting with /']);
    for (const payload of [{ ...input, cost: 1.5 }, { ...input, cost: '10' }, [], {}]) {
      expect((await admin.post('/api/admin/store/items', payload)).statusCode).toBe(400);
    }
    expect(await ctx.db.$count(storeItems)).toBe(0);
  });

  it('list includes inactive items and sold counts (refunded not counted)', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const a = await createStoreItem(ctx.db, { name: 'A', cost: 10 });
    const b = await createStoreItem(ctx.db, { name: 'B', isActive: false });
    const fan = await buyer('fan', 100);
    await fan.post(`/api/r/store/${a.id}/redeem`);
    await fan.post(`/api/r/store/${a.id}/redeem`);
    await fan.post(`/api/r/store/${a.id}/redeem`);
    const [first] = await ctx.db.select().from(storeRedemptions).limit(1);
    await ctx.db
      .update(storeRedemptions)
      .set({ status: 'refunded' })
      .where(eq(storeRedemptions.id, first!.id));

    const list = json<Body<AdminStoreItem[]>>(await admin.get('/api/admin/store/items')).data;
    expect(list.map((i) => [i.name, i.is_active, i.sold])).toEqual([
      ['B', false, 0],
      ['A', true, 2],
    ]);
    expect(list.find((i) => i.id === b.id)?.quantity).toBe(10);
  });

  it('PUT replaces the fields (restock, new cost, limit removed); unknown id 404; bad input 400', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const item = await createStoreItem(ctx.db, { quantity: 0, maxPurchasesPerUser: 1 });
    const res = await admin.put(`/api/admin/store/items/${item.id}`, {
      ...input,
      name: 'Renamed',
      quantity: 25,
      cost: 42,
      max_purchases_per_user: null,
    });
    expect(res.statusCode).toBe(200);
    expect(json<Body<AdminStoreItem>>(res).data).toMatchObject({
      id: item.id,
      name: 'Renamed',
      quantity: 25,
      cost: 42,
      max_purchases_per_user: null,
      sold: 0,
    });
    expect((await admin.put('/api/admin/store/items/999', input)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/store/items/abc', input)).statusCode).toBe(404);
    const bad = await admin.put(`/api/admin/store/items/${item.id}`, { ...input, cost: -5 });
    expect(bad.statusCode).toBe(400);
    expect(json<Body<null>>(bad).errors?.cost).toBeDefined();
    // On record once, with the fields that changed (the price, the stock, the limit), old → new.
    const entries = await audit();
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: (await findUserByUsername(ctx.db, 'boss'))!.id,
        action: 'store.update',
        targetType: 'store_item',
        targetId: String(item.id),
        targetUserId: null,
      }),
    ]);
    expect(entries[0]!.before).toMatchObject({
      name: item.name,
      cost: 100,
      quantity: 0,
      max_purchases_per_user: 1,
    });
    expect(entries[0]!.after).toMatchObject({
      name: 'Renamed',
      cost: 42,
      quantity: 25,
      max_purchases_per_user: null,
    });
    expect(entries[0]!.before).not.toHaveProperty('is_active');
  });

  it('deactivate hides the item from /api/r/store and makes redeem 404; activate brings it back', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const fan = await buyer('fan', 1000);
    const item = await createStoreItem(ctx.db, { cost: 100 });
    const off = await admin.post(`/api/admin/store/items/${item.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(json<Body<AdminStoreItem>>(off).data.is_active).toBe(false);
    expect(json<Body<StoreResponse>>(await fan.get('/api/r/store')).data.store_items).toEqual([]);
    const redeem = await fan.post(`/api/r/store/${item.id}/redeem`);
    expect(redeem.statusCode).toBe(404);
    expect(json(redeem).message).toBe('Item not found');

    expect((await admin.post(`/api/admin/store/items/${item.id}/activate`)).statusCode).toBe(200);
    expect(json<Body<StoreResponse>>(await fan.get('/api/r/store')).data.store_items).toHaveLength(1);
    expect((await fan.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBe(200);
    expect((await admin.post('/api/admin/store/items/999/deactivate')).statusCode).toBe(404);
    expect((await audit()).map((e) => [e.action, e.before, e.after])).toEqual([
      ['store.deactivate', { is_active: true }, { is_active: false }],
      ['store.activate', { is_active: false }, { is_active: true }],
    ]);
  });

  it('delete works for an item never bought, and is refused (409) once bought, even if refunded', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const unsold = await createStoreItem(ctx.db);
    const del = await admin.delete(`/api/admin/store/items/${unsold.id}`);
    expect(del.statusCode).toBe(200);
    expect(await ctx.db.$count(storeItems, eq(storeItems.id, unsold.id))).toBe(0);
    expect((await admin.delete(`/api/admin/store/items/${unsold.id}`)).statusCode).toBe(404);

    const sold = await createStoreItem(ctx.db, { cost: 10 });
    await (await buyer('fan', 100)).post(`/api/r/store/${sold.id}/redeem`);
    await ctx.db.update(storeRedemptions).set({ status: 'refunded' });
    const refused = await admin.delete(`/api/admin/store/items/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'This item has been bought and cannot be deleted. Deactivate it instead.',
    );
    expect(json(refused).code).toBe('store.item_bought');
    expect(await ctx.db.$count(storeItems, eq(storeItems.id, sold.id))).toBe(1);
    // Only the delete that happened is on record, with the item as it was.
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'store.delete',
        targetId: String(unsold.id),
        before: expect.objectContaining({ name: unsold.name, cost: unsold.cost, quantity: unsold.quantity }),
        after: null,
      }),
    ]);
  });

  it('admin writes need the CSRF header', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/store/items',
      payload: input,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.$count(storeItems)).toBe(0);
  });
});
