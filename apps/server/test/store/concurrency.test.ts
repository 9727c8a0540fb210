import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { storeItems, storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres), where the purchases really overlap; on PGlite the same
// assertions hold with the transactions taking turns.
const ctx = useTestApp();

async function member(username: string, points: number): Promise<{ agent: Agent; id: number }> {
  const agent = await signedIn(ctx, username);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  if (points > 0) await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return { agent, id };
}

const statuses = (results: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};
const messages = (results: Parameters<typeof json>[0][]) =>
  new Set(results.filter((r) => r.statusCode !== 200).map((r) => json(r).message));
const codes = (results: Parameters<typeof json>[0][]) =>
  new Set(results.filter((r) => r.statusCode !== 200).map((r) => json(r).code));

/** Every balance equals the sum of its ledger rows, and none is negative. */
async function expectBalancesMatchLedger() {
  // bigint columns: compared as text, as both drivers can return them exactly.
  const rows = (await ctx.db.execute(sql`
    select u.id, u.points::text as points, coalesce(sum(t.amount), 0)::text as ledger
    from users u left join points_transactions t on t.user_id = u.id
    group by u.id, u.points`)) as unknown as { rows: { id: number; points: string; ledger: string }[] };
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const r of rows.rows) {
    expect(r.points).toBe(r.ledger);
    expect(Number(r.points)).toBeGreaterThanOrEqual(0);
  }
}

describe('store purchases under concurrency', () => {
  it('50 members buying an item with 5 left at once: exactly 5 succeed, 45 get Out of Stock, stock 0', async () => {
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`buyer${i}`, 100)));
    const results = await Promise.all(buyers.map((b) => b.agent.post(`/api/r/store/${item.id}/redeem`)));
    expect(statuses(results)).toEqual({ 200: 5, 409: 45 });
    expect(messages(results)).toEqual(new Set(['Out of Stock']));
    expect(codes(results)).toEqual(new Set(['store.out_of_stock']));
    const [row] = await ctx.db.select().from(storeItems).where(eq(storeItems.id, item.id));
    expect(row!.quantity).toBe(0);
    expect(await ctx.db.$count(storeRedemptions)).toBe(5);
    // Each success answered a distinct remaining quantity: 4, 3, 2, 1, 0.
    const left = results
      .filter((r) => r.statusCode === 200)
      .map((r) => json<{ data: { item_quantity: number } }>(r).data.item_quantity);
    expect(left.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await ctx.db.$count(users, eq(users.points, 0))).toBe(5);
    await expectBalancesMatchLedger();
  });

  it('one member firing 20 purchases of an item limited to 3 per member gets exactly 3', async () => {
    const buyer = await member('eager', 10_000);
    const item = await createStoreItem(ctx.db, { cost: 10, quantity: 100, maxPurchasesPerUser: 3 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buyer.agent.post(`/api/r/store/${item.id}/redeem`)),
    );
    expect(statuses(results)).toEqual({ 200: 3, 409: 17 });
    expect(messages(results)).toEqual(new Set(['Limit Reached']));
    expect(codes(results)).toEqual(new Set(['store.limit_reached']));
    expect(await ctx.db.$count(storeRedemptions, eq(storeRedemptions.userId, buyer.id))).toBe(3);
    const [row] = await ctx.db.select().from(storeItems).where(eq(storeItems.id, item.id));
    expect(row!.quantity).toBe(97);
    await expectBalancesMatchLedger();
  });

  it('a member with points for exactly 2 firing 10 purchases gets exactly 2; the rest Insufficient Points', async () => {
    const buyer = await member('spender', 200);
    const item = await createStoreItem(ctx.db, { cost: 100, quantity: null });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buyer.agent.post(`/api/r/store/${item.id}/redeem`)),
    );
    expect(statuses(results)).toEqual({ 200: 2, 409: 8 });
    expect(messages(results)).toEqual(new Set(['Insufficient Points']));
    expect(codes(results)).toEqual(new Set(['store.insufficient_points']));
    const [u] = await ctx.db.select().from(users).where(eq(users.id, buyer.id));
    expect(u!.points).toBe(0);
    await expectBalancesMatchLedger();
  });

  it('a member buying 10 different items at once with points for 3 gets exactly 3, no deadlock', async () => {
    const buyer = await member('browser', 300);
    const items = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createStoreItem(ctx.db, { name: `Thing ${i}`, cost: 100 })),
    );
    const results = await Promise.all(items.map((i) => buyer.agent.post(`/api/r/store/${i.id}/redeem`)));
    expect(statuses(results)).toEqual({ 200: 3, 409: 7 });
    expect(messages(results)).toEqual(new Set(['Insufficient Points']));
    expect(codes(results)).toEqual(new Set(['store.insufficient_points']));
    // Stock only went down for the items actually bought.
    const rows = await ctx.db.select().from(storeItems);
    expect(rows.filter((r) => r.quantity === 9)).toHaveLength(3);
    expect(rows.filter((r) => r.quantity === 10)).toHaveLength(7);
    await expectBalancesMatchLedger();
  });
});
