import type { AdminVip, AdminVipClaim, AdminVipTier } from '@podium/shared/vip/schemas';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { claim, member, platform, rewardsOf, tier, wager } from './fixtures.ts';

const ctx = useTestApp();
const a = '/api/admin/vip';
const input = {
  name: 'Gold',
  description: 'A cash tip',
  image: '',
  min_wagered: 50_000,
  reward_type: 'cash',
  reward_amount: 50,
};

/** Every audit entry, oldest first. */
const audit = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe('admin VIP tiers', () => {
  it('creates, edits, reorders, retires and restores tiers per platform, recording who', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const roobet = await platform(ctx, 'Roobet', 1);
    const gamdom = await platform(ctx, 'Gamdom', 2);
    const create = async (body: object) => {
      const res = await admin.post(`${a}/tiers`, body);
      expect(res.statusCode, res.body).toBe(201);
      return json<{ data: AdminVipTier }>(res).data;
    };
    const gold = await create({ ...input, platform_id: roobet.id });
    const bronze = await create({
      ...input,
      platform_id: roobet.id,
      name: 'Bronze',
      reward_type: 'points',
      reward_amount: 500,
    });
    const other = await create({ ...input, platform_id: gamdom.id });
    expect([gold.sort_order, bronze.sort_order, other.sort_order]).toEqual([0, 1, 0]);
    expect(gold).toMatchObject({
      image: null,
      min_wagered: 50_000,
      reward_amount: 50,
      claims: 0,
      retired_at: null,
    });
    expect(gold.updated_by?.username).toBe('boss');

    const saved = await admin.put(`${a}/tiers/${gold.id}`, {
      ...input,
      reward_amount: 75.25,
      image: '/vip/gold.png',
    });
    expect(json<{ data: AdminVipTier }>(saved).data).toMatchObject({
      reward_amount: 75.25,
      image: '/vip/gold.png',
    });

    const reorder = await admin.post(`${a}/tiers/reorder`, {
      platform_id: roobet.id,
      ids: [bronze.id, gold.id],
    });
    expect(json<{ data: AdminVipTier[] }>(reorder).data.map((t) => t.name)).toEqual(['Bronze', 'Gold']);
    const mismatch = await admin.post(`${a}/tiers/reorder`, {
      platform_id: roobet.id,
      ids: [gold.id, other.id],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).code).toBe('vip.order_mismatch');

    const retired = json<{ data: AdminVipTier }>(await admin.post(`${a}/tiers/${gold.id}/retire`)).data;
    expect(retired.retired_at).not.toBeNull();
    const list = json<{ data: AdminVip }>(await admin.get(a)).data;
    expect(list.platforms.map((p) => [p.name, p.casino_slot])).toEqual([
      ['Roobet', 1],
      ['Gamdom', 2],
    ]);
    expect(list.tiers).toHaveLength(3);
    // A retired tier is left out of the order; restoring brings it back.
    expect(
      (await admin.post(`${a}/tiers/reorder`, { platform_id: roobet.id, ids: [bronze.id] })).statusCode,
    ).toBe(200);
    const restored = json<{ data: AdminVipTier }>(await admin.post(`${a}/tiers/${gold.id}/restore`)).data;
    expect(restored.retired_at).toBeNull();

    // Every change is on record, in order; an edit with only what changed, the refused order with nothing.
    const entries = await audit();
    expect(entries.map((e) => [e.action, e.targetId])).toEqual([
      ['vip.tier_create', String(gold.id)],
      ['vip.tier_create', String(bronze.id)],
      ['vip.tier_create', String(other.id)],
      ['vip.tier_update', String(gold.id)],
      ['vip.tier_reorder', String(roobet.id)],
      ['vip.tier_retire', String(gold.id)],
      ['vip.tier_reorder', String(roobet.id)],
      ['vip.tier_restore', String(gold.id)],
    ]);
    expect(entries[0]!.after).toMatchObject({ platform_id: roobet.id, name: 'Gold', reward_amount: 50 });
    expect(entries[3]).toMatchObject({
      before: { image: null, reward_amount: 50 },
      after: { image: '/vip/gold.png', reward_amount: 75.25 },
    });
    expect(entries[4]).toMatchObject({
      before: { order: [gold.id, bronze.id] },
      after: { order: [bronze.id, gold.id] },
    });
    expect(entries[5]).toMatchObject({ before: { retired: false }, after: { retired: true } });
  });

  it('refuses bad tiers with field errors, an unknown platform and unknown tiers', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const roobet = await platform(ctx, 'Roobet', 1);
    const bad = async (body: object, field: string) => {
      const res = await admin.post(`${a}/tiers`, { ...input, platform_id: roobet.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json<{ errors: object }>(res).errors)).toContain(field);
    };
    await bad({ reward_type: 'points', reward_amount: 10.5 }, 'reward_amount');
    await bad({ reward_amount: 0 }, 'reward_amount');
    await bad({ min_wagered: -1 }, 'min_wagered');
    await bad({ min_wagered: 10.001 }, 'min_wagered');
    await bad({ name: '  ' }, 'name');
    await bad({ image: 'javascript:alert(1)' }, 'image');
    await bad({ reward_type: 'crypto' }, 'reward_type');
    await bad({ extra: true }, '_');
    const missing = await admin.post(`${a}/tiers`, { ...input, platform_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('vip.platform_not_found');
    expect((await admin.put(`${a}/tiers/999999`, input)).statusCode).toBe(404);
    expect((await admin.post(`${a}/tiers/999999/retire`)).statusCode).toBe(404);
  });

  it("lists a member's claims with their payout, and reopens a cash claim whose payout was rejected", async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const roobet = await platform(ctx, 'Roobet', 1);
    await wager(ctx, roobet.periodId, 'lucky', 100_000);
    const gold = await tier(ctx, roobet.id, {
      name: 'Gold',
      min_wagered: 50_000,
      reward_type: 'cash',
      reward_amount: 50,
    });
    const bronze = await tier(ctx, roobet.id, { name: 'Bronze', min_wagered: 10 });
    const lucky = await member(ctx, 'lucky', { crypto: 'lucky' });
    await claim(lucky.agent, bronze.id);
    const payoutId = json<{ data: { payout_id: number } }>(await claim(lucky.agent, gold.id)).data.payout_id;

    const claims = async () =>
      json<{ data: AdminVipClaim[] }>(await admin.get(`${a}/claims?user_id=${lucky.id}`)).data;
    const [goldClaim, bronzeClaim] = await claims();
    expect(goldClaim).toMatchObject({
      user: { id: lucky.id, username: 'lucky' },
      tier: { id: gold.id, name: 'Gold', retired: false },
      platform: { id: roobet.id, name: 'Roobet' },
      reward_type: 'cash',
      reward_amount: 50,
      wagered: 100_000,
      payout: { id: payoutId, status: 'pending' },
      can_reopen: false,
    });
    expect(bronzeClaim).toMatchObject({ reward_type: 'points', payout: null, can_reopen: false });
    expect((await admin.post(`${a}/claims/${goldClaim!.id}/reopen`)).statusCode).toBe(409);
    expect((await admin.post(`${a}/claims/${bronzeClaim!.id}/reopen`)).statusCode).toBe(409);

    await admin.post(`/api/admin/payouts/${payoutId}/reject`, { reason: 'Wrong casino username' });
    expect((await claims())[0]!.can_reopen).toBe(true);
    const reopened = await admin.post(`${a}/claims/${goldClaim!.id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(json<{ data: AdminVipClaim }>(reopened).data).toMatchObject({
      can_reopen: false,
      reopened_by: { username: 'boss' },
    });
    expect((await admin.post(`${a}/claims/${goldClaim!.id}/reopen`)).statusCode).toBe(409);
    // On record once, for the member: who reopened, the rejected payout and the reward it frees again.
    const boss = (await findUserByUsername(ctx.db, 'boss'))!;
    expect((await audit()).filter((e) => e.action === 'vip.claim_reopen')).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        targetType: 'vip_claim',
        targetId: String(goldClaim!.id),
        targetUserId: lucky.id,
        before: { reopened: false, payout: { id: payoutId, status: 'rejected' } },
        after: { reopened: true, tier_id: gold.id, reward_type: 'cash', reward_amount: 50 },
        reason: null,
      }),
    ]);

    // The member may claim the tier again: a new claim and a new pending payout.
    const tab = (await rewardsOf(lucky.agent)).tiers_by_platform.Roobet!;
    expect(tab.tiers.find((t) => t.id === gold.id)).toMatchObject({
      can_claim: true,
      already_claimed: false,
    });
    const second = json<{ data: { payout_id: number } }>(await claim(lucky.agent, gold.id)).data.payout_id;
    expect(second).not.toBe(payoutId);
    expect(await claims()).toHaveLength(3);
  });

  it('never lets an admin reopen their own claim', async () => {
    const roobet = await platform(ctx, 'Roobet', 1);
    const gold = await tier(ctx, roobet.id, { min_wagered: 0, reward_type: 'cash', reward_amount: 5 });
    const boss = await member(ctx, 'boss');
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const other = await signedIn(ctx, 'other_admin', 'Admin');
    const payoutId = json<{ data: { payout_id: number } }>(await claim(admin, gold.id)).data.payout_id;
    await other.post(`/api/admin/payouts/${payoutId}/reject`, { reason: 'Not this time' });
    const [own] = json<{ data: AdminVipClaim[] }>(await admin.get(`${a}/claims?user_id=${boss.id}`)).data;
    const res = await admin.post(`${a}/claims/${own!.id}/reopen`);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('vip.own_claim');
    expect((await other.post(`${a}/claims/${own!.id}/reopen`)).statusCode).toBe(200);
  });
});
