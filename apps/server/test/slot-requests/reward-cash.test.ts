import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import { casino, player } from '../slot-challenges/fixtures.ts';
import { boss, catalogue, member, pointsOf, request, settings, stateOf } from './fixtures.ts';

const ctx = useTestApp();

describe('the cash reward', () => {
  it('queues one payout to the requester when the slot pays at least M×, shown in the settings', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    await settings(admin, {
      reward_kind: 'cash',
      reward_cash: 25.5,
      reward_points: 0,
      reward_multiplier: 100,
    });
    expect((await stateOf(admin)).settings).toMatchObject({ reward_kind: 'cash', reward_cash: 25.5 });
    const slots = await catalogue(ctx, ['Mental', 'Chaos Crew']);
    const ann = await player(ctx, 'ann');
    const sam = await member(ctx, 'sam');
    await request(ann.agent, slots.Mental!);
    await request(sam.agent, slots['Chaos Crew']!);
    const queue = (await stateOf(admin)).queue;
    const big = queue.find((q) => q.slot.name === 'Mental')!;
    const small = queue.find((q) => q.slot.name === 'Chaos Crew')!;
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/slot-requests/${big.id}/played`, { bet: 0.2, win: 20 }),
      admin.post(`/api/admin/slot-requests/${big.id}/played`, { bet: 0.2, win: 20 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(json(ok).message).toBe("Marked played: the requester's cash prize is in the payout queue");
    const below = await admin.post(`/api/admin/slot-requests/${small.id}/played`, { bet: 1, win: 99.99 });
    expect(json(below).message).toBe('Marked played');

    const queued = await ctx.db.select().from(payouts).where(eq(payouts.source, 'slot_request'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      userId: ann.id,
      sourceId: big.id,
      amountCents: 2550,
      status: 'pending',
      platformId: roobet.id,
      casinoUsername: 'ann_rb',
    });
    expect(await pointsOf(ctx, ann.id)).toBe(0);
    const played = (await stateOf(admin)).recently_played;
    expect(played.map((p) => [p.slot.name, p.reward, p.reward_cash])).toEqual(
      expect.arrayContaining([
        ['Mental', null, 25.5],
        ['Chaos Crew', null, null],
      ]),
    );
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-requests.played'));
    expect(audits).toHaveLength(2);
  });

  it('queues the payout without a casino when the requester holds no verified account', async () => {
    const admin = await boss(ctx);
    await settings(admin, { reward_kind: 'cash', reward_cash: 10, reward_multiplier: 50 });
    const slots = await catalogue(ctx, ['Mental']);
    const sam = await member(ctx, 'sam');
    await request(sam.agent, slots.Mental!);
    const [mine] = (await stateOf(admin)).queue;
    const res = await admin.post(`/api/admin/slot-requests/${mine!.id}/played`, { bet: 1, win: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.source, 'slot_request'));
    expect(payout).toMatchObject({
      userId: sam.id,
      amountCents: 1000,
      platformId: null,
      casinoUsername: null,
    });
  });

  it('refuses a cash reward that is not whole cents', async () => {
    const admin = await boss(ctx);
    const res = await admin.put('/api/admin/slot-requests/settings', {
      open: true,
      per_member: 1,
      cost_points: 0,
      min_account_days: 0,
      min_level: 1,
      reward_kind: 'cash',
      reward_points: 0,
      reward_cash: 1.005,
      reward_multiplier: 100,
    });
    expect(res.statusCode).toBe(400);
    expect((await stateOf(admin)).settings.reward_kind).toBe('points');
  });
});
