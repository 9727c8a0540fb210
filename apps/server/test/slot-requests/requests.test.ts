import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import {
  boss,
  catalogue,
  expectBalancesMatchLedger,
  expectRefusal,
  member,
  pointsOf,
  request,
  settings,
  stateOf,
} from './fixtures.ts';

const ctx = useTestApp();

describe('requesting a slot', () => {
  it('queues a catalogue slot for a member, shown in the queue and as theirs', async () => {
    const admin = await boss(ctx);
    await settings(admin);
    const slots = await catalogue(ctx, ['Gates of Olympus', 'Sweet Bonanza']);
    const lena = await member(ctx, 'lena');
    const res = await request(lena.agent, slots['Gates of Olympus']!);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ message: 'Slot requested' });
    const state = await stateOf(lena.agent);
    expect(state.queue.map((q) => [q.slot.name, q.username, q.status])).toEqual([
      ['Gates of Olympus', 'lena', 'open'],
    ]);
    expect(state.mine.map((q) => q.slot.name)).toEqual(['Gates of Olympus']);
    expect((await stateOf(await visitor(ctx))).mine).toEqual([]);
  });

  it('refuses when the queue is closed, for visitors and for staff', async () => {
    const admin = await boss(ctx);
    const slots = await catalogue(ctx, ['Mental']);
    const lena = await member(ctx, 'lena');
    await settings(admin, { open: false });
    expectRefusal(await request(lena.agent, slots.Mental!), 409, 'slot_requests.closed');
    await settings(admin, { open: true });
    expectRefusal(await request(await visitor(ctx), slots.Mental!), 401, 'unauthorized');
    expectRefusal(await request(admin, slots.Mental!), 403, 'slot_requests.staff_cannot_request');
    expect((await stateOf(admin)).queue).toEqual([]);
  });

  it('holds the open requests per member, and one queued request per slot', async () => {
    const admin = await boss(ctx);
    await settings(admin, { per_member: 2 });
    const slots = await catalogue(ctx, ['A Slot', 'B Slot', 'C Slot']);
    const lena = await member(ctx, 'lena');
    const sam = await member(ctx, 'sam');
    expect((await request(lena.agent, slots['A Slot']!)).statusCode).toBe(201);
    expectRefusal(
      await request(sam.agent, slots['A Slot']!),
      409,
      'slot_requests.already_queued',
      'This slot is already in the queue',
    );
    expect((await request(lena.agent, slots['B Slot']!)).statusCode).toBe(201);
    expectRefusal(
      await request(lena.agent, slots['C Slot']!),
      409,
      'slot_requests.limit_reached',
      'You already have 2 open requests: wait until one is played',
    );
    expectRefusal(await request(lena.agent, 999_999), 404, 'slot_requests.slot_not_found');
    // Once played, the slot may be requested again and the member has room again.
    const queue = (await stateOf(admin)).queue;
    const a = queue.find((q) => q.slot.name === 'A Slot')!;
    const played = await admin.post(`/api/admin/slot-requests/${a.id}/played`, { bet: 1, win: 2 });
    expect(played.statusCode, played.body).toBe(200);
    expect((await request(sam.agent, slots['A Slot']!)).statusCode).toBe(201);
    expect((await request(lena.agent, slots['C Slot']!)).statusCode).toBe(201);
  });

  it('refuses a banned slot', async () => {
    const admin = await boss(ctx);
    await settings(admin);
    const slots = await catalogue(ctx, ['Book of Dead']);
    const ban = await admin.put(`/api/admin/slot-requests/slots/${slots['Book of Dead']}`, { banned: true });
    expect(ban.statusCode, ban.body).toBe(200);
    const lena = await member(ctx, 'lena');
    expectRefusal(await request(lena.agent, slots['Book of Dead']!), 409, 'slot_requests.banned_slot');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-requests.ban'));
    expect(audit).toHaveLength(1);
  });

  it('refuses accounts younger than the minimum age or below the minimum level', async () => {
    const admin = await boss(ctx);
    const slots = await catalogue(ctx, ['Mental']);
    const lena = await member(ctx, 'lena');
    await settings(admin, { min_account_days: 7 });
    expectRefusal(
      await request(lena.agent, slots.Mental!),
      403,
      'slot_requests.account_too_new',
      'Your account must be at least 7 days old',
    );
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, lena.id));
    await settings(admin, { min_account_days: 7, min_level: 3 });
    expectRefusal(await request(lena.agent, slots.Mental!), 403, 'slot_requests.level_too_low');
    await ctx.db.update(users).set({ xp: 2_000 }).where(eq(users.id, lena.id));
    expect((await request(lena.agent, slots.Mental!)).statusCode).toBe(201);
  });
});

describe('the cost and its refunds', () => {
  const costRows = (userId: number) =>
    ctx.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, userId), like(pointsTransactions.kind, 'slot_request%')))
      .orderBy(pointsTransactions.id);

  it('debits the cost through the ledger, refuses without the points, refunds on remove once', async () => {
    const admin = await boss(ctx);
    await settings(admin, { cost_points: 100 });
    const slots = await catalogue(ctx, ['Mental', 'Chaos Crew']);
    const poor = await member(ctx, 'poor', { points: 50 });
    expectRefusal(
      await request(poor.agent, slots.Mental!),
      409,
      'slot_requests.insufficient_points',
      'A request costs 100 points: Insufficient Points',
    );
    expect((await stateOf(admin)).queue).toEqual([]);
    const lena = await member(ctx, 'lena', { points: 300 });
    expect((await request(lena.agent, slots.Mental!)).statusCode).toBe(201);
    expect(await pointsOf(ctx, lena.id)).toBe(200);
    const [queued] = (await stateOf(admin)).queue;
    const removed = await admin.post(`/api/admin/slot-requests/${queued!.id}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).message).toBe('Request removed: its points were refunded');
    expectRefusal(
      await admin.post(`/api/admin/slot-requests/${queued!.id}/remove`),
      409,
      'slot_requests.not_queued',
    );
    expect(await pointsOf(ctx, lena.id)).toBe(300);
    expect((await costRows(lena.id)).map((r) => [r.kind, r.amount, r.reason])).toEqual([
      ['slot_request', -100, 'Slot request: Mental — cost'],
      ['slot_request_refund', 100, 'Slot request: Mental — refund'],
    ]);
    await expectBalancesMatchLedger(ctx);
  });

  it('clearing the queue refunds every request once, and is on record', async () => {
    const admin = await boss(ctx);
    await settings(admin, { cost_points: 40 });
    const slots = await catalogue(ctx, ['Mental', 'Chaos Crew']);
    const lena = await member(ctx, 'lena', { points: 100 });
    const sam = await member(ctx, 'sam', { points: 100 });
    await request(lena.agent, slots.Mental!);
    await request(sam.agent, slots['Chaos Crew']!);
    expect([await pointsOf(ctx, lena.id), await pointsOf(ctx, sam.id)]).toEqual([60, 60]);
    const cleared = await admin.post('/api/admin/slot-requests/clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await admin.post('/api/admin/slot-requests/clear')).statusCode).toBe(200);
    expect([await pointsOf(ctx, lena.id), await pointsOf(ctx, sam.id)]).toEqual([100, 100]);
    expect((await stateOf(admin)).queue).toEqual([]);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-requests.clear'));
    expect(audit).toHaveLength(2);
    await expectBalancesMatchLedger(ctx);
  });
});

describe('the reward', () => {
  it('pays the requester when the slot pays at least M×, exactly once', async () => {
    const admin = await boss(ctx);
    await settings(admin, { reward_points: 500, reward_multiplier: 100 });
    const slots = await catalogue(ctx, ['Mental', 'Chaos Crew']);
    const lena = await member(ctx, 'lena');
    const sam = await member(ctx, 'sam');
    await request(lena.agent, slots.Mental!);
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
    expect(json(ok).message).toBe('Marked played: the requester won the reward');
    const below = await admin.post(`/api/admin/slot-requests/${small.id}/played`, { bet: 1, win: 99.99 });
    expect(json(below).message).toBe('Marked played');
    expect(await pointsOf(ctx, lena.id)).toBe(500);
    expect(await pointsOf(ctx, sam.id)).toBe(0);
    const played = (await stateOf(admin)).recently_played;
    expect(played.map((p) => [p.slot.name, p.multiplier, p.reward])).toEqual(
      expect.arrayContaining([
        ['Mental', 100, 500],
        ['Chaos Crew', 99.99, null],
      ]),
    );
    await expectBalancesMatchLedger(ctx);
  });
});
