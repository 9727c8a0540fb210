import { MAX_POINTS_ADJUSTMENT, MAX_POINTS_BALANCE } from '@podium/shared/points/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem, createUser } from '../helpers/factories.ts';

/**
 * Balances and amounts are bigint columns: no balance overflows a 32-bit integer, and the economy's
 * own limits (MAX_POINTS_ADJUSTMENT per admin adjustment, MAX_POINTS_BALANCE per member) are clear
 * refusals with stable codes, never a 500.
 */
const ctx = useTestApp();

const credit = (userId: number, amount: number) =>
  applyLedger(ctx.db, { userId, amount, kind: 'test', reason: 'Test credit' });

const memberRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('points past 32 bits', () => {
  it('keeps balances, lifetime totals and ledger rows above 2,147,483,647 exact', async () => {
    const member = await createUser(ctx.db);
    await credit(member.id, 2 ** 31 - 1);
    const result = await credit(member.id, 5_000_000_000);
    expect(result.points).toBe(2 ** 31 - 1 + 5_000_000_000);
    const row = await memberRow(member.id);
    expect(row.points).toBe(7_147_483_647);
    expect(row.pointsEarned).toBe(7_147_483_647);
    const ledger = await ctx.db
      .select({ amount: pointsTransactions.amount, balanceAfter: pointsTransactions.balanceAfter })
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, member.id));
    expect(ledger.at(-1)).toEqual({ amount: 5_000_000_000, balanceAfter: 7_147_483_647 });
  });

  it('lets an Admin credit a member who holds more than 2^31 points, and a member spend them', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const member = await signedIn(ctx, 'rich');
    await credit(2, 2 ** 31);
    const res = await admin.post('/api/admin/users/2/points', {
      amount: MAX_POINTS_ADJUSTMENT,
      reason: 'Bonus',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { points: number } }>(res).data.points).toBe(2 ** 31 + MAX_POINTS_ADJUSTMENT);
    const item = await createStoreItem(ctx.db, { cost: 2 ** 31 + 1 });
    const bought = await member.post(`/api/r/store/${item.id}/redeem`);
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await memberRow(2)).points).toBe(MAX_POINTS_ADJUSTMENT - 1);
  });
});

describe('the economy’s limits', () => {
  it(`refuses an adjustment larger than ${MAX_POINTS_ADJUSTMENT} either way with a 400 under amount`, async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await createUser(ctx.db, { username: 'target' });
    for (const amount of [MAX_POINTS_ADJUSTMENT + 1, -MAX_POINTS_ADJUSTMENT - 1, 2 ** 53, 1e21]) {
      const res = await admin.post('/api/admin/users/2/points', { amount, reason: 'Too much' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(json(res).code).toBe('bad_request');
      expect(json(res).errors).toHaveProperty('amount');
    }
    expect((await memberRow(2)).points).toBe(0);
  });

  it('refuses a credit past MAX_POINTS_BALANCE with 409 points.balance_limit and changes nothing', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const member = await createUser(ctx.db, { username: 'whale' });
    await credit(member.id, MAX_POINTS_BALANCE - 10);
    const res = await admin.post(`/api/admin/users/${member.id}/points`, {
      amount: 11,
      reason: 'One too many',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'points.balance_limit',
      message: 'A balance cannot go above 1,000,000,000,000 points.',
    });
    expect((await memberRow(member.id)).points).toBe(MAX_POINTS_BALANCE - 10);
    const exact = await admin.post(`/api/admin/users/${member.id}/points`, {
      amount: 10,
      reason: 'To the cap',
    });
    expect(exact.statusCode).toBe(200);
    expect((await memberRow(member.id)).points).toBe(MAX_POINTS_BALANCE);
  });
});
