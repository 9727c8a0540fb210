import { storeErrorCodes } from '@podium/shared/store/errors';
import { storeMessages } from '@podium/shared/store/messages';
import type { QueueRedemption } from '@podium/shared/store/schemas';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { storeRedemptions } from '../../src/features/store/store.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { createStoreItem } from '../helpers/factories.ts';

const ctx = useTestApp();

type Body<T> = { success: boolean; data: T; message: string; code?: string };

async function staff(username: string, role: 'Moderator' | 'Admin', points = 1000) {
  const agent = await signedIn(ctx, username, role);
  const id = (await findUserByUsername(ctx.db, username))!.id;
  await applyLedger(ctx.db, { userId: id, amount: points, kind: 'test', reason: 'Test' });
  return { agent, id };
}

async function purchase(agent: Agent, itemId: number): Promise<number> {
  expect((await agent.post(`/api/r/store/${itemId}/redeem`)).statusCode).toBe(200);
  const [last] = await ctx.db
    .select({ id: storeRedemptions.id })
    .from(storeRedemptions)
    .orderBy(desc(storeRedemptions.id))
    .limit(1);
  return last!.id;
}

const redemption = async (id: number) =>
  (await ctx.db.select().from(storeRedemptions).where(eq(storeRedemptions.id, id)))[0]!;
const pointsOf = async (id: number) =>
  (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;

describe('staff never serve themselves', () => {
  for (const role of ['Moderator', 'Admin'] as const) {
    it(`refuses a ${role} processing or refunding their own purchase (403 store.own_redemption)`, async () => {
      const me = await staff('buyer', role);
      const item = await createStoreItem(ctx.db, { cost: 300 });
      const id = await purchase(me.agent, item.id);

      for (const action of ['process', 'refund']) {
        const res = await me.agent.post(`/api/staff/redemptions/${id}/${action}`);
        expect(res.statusCode).toBe(403);
        const body = json<Body<null>>(res);
        expect(body).toMatchObject({
          success: false,
          code: storeErrorCodes.ownRedemption,
          message: storeMessages.ownRedemption,
        });
      }
      expect(await redemption(id)).toMatchObject({ status: 'pending', processedBy: null });
      expect(await pointsOf(me.id)).toBe(700);
    });
  }

  it('refuses the refund after another moderator processed it (the issue’s buy, process, refund)', async () => {
    const me = await staff('buyer', 'Moderator');
    const other = await staff('colleague', 'Moderator');
    const item = await createStoreItem(ctx.db, { cost: 300 });
    const id = await purchase(me.agent, item.id);

    const processed = await other.agent.post(`/api/staff/redemptions/${id}/process`);
    expect(processed.statusCode).toBe(200);
    expect(json<Body<QueueRedemption>>(processed).data.processed_by).toEqual({
      id: other.id,
      username: 'colleague',
    });
    const refund = await me.agent.post(`/api/staff/redemptions/${id}/refund`);
    expect(refund.statusCode).toBe(403);
    expect(json<Body<null>>(refund).code).toBe(storeErrorCodes.ownRedemption);
    expect((await redemption(id)).status).toBe('processed');
    expect(await pointsOf(me.id)).toBe(700);

    // Someone else may refund it, once processed an Admin with a reason (decision 043): the points come back once.
    const colleague = await other.agent.post(`/api/staff/redemptions/${id}/refund`);
    expect(colleague.statusCode).toBe(403);
    expect(json<Body<null>>(colleague).code).toBe(storeErrorCodes.refundAdminOnly);
    const admin = await staff('boss', 'Admin');
    const refunded = await admin.agent.post(`/api/staff/redemptions/${id}/refund`, {
      reason: 'The reward could not be delivered',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await pointsOf(me.id)).toBe(1000);
  });

  it('says it is their own before saying it was already handled', async () => {
    const me = await staff('buyer', 'Admin');
    const other = await staff('colleague', 'Moderator');
    const item = await createStoreItem(ctx.db, { cost: 100 });
    const id = await purchase(me.agent, item.id);
    expect((await other.agent.post(`/api/staff/redemptions/${id}/refund`)).statusCode).toBe(200);
    const late = await me.agent.post(`/api/staff/redemptions/${id}/process`);
    expect(late.statusCode).toBe(403);
    expect(json<Body<null>>(late).code).toBe(storeErrorCodes.ownRedemption);
  });
});
