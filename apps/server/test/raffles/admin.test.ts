import type { AdminRaffle, AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { raffles } from '../../src/features/raffles/raffles.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import {
  byPassword,
  byPoints,
  enter,
  expectBalancesMatchLedger,
  expectRefusal,
  free,
  member,
  pointsOf,
  raffleOf,
} from './fixtures.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const form = {
  title: 'Stream Raffle',
  description: 'A prize.',
  image: '',
  start_datetime: future(-1),
  end_datetime: future(24),
  number_of_winners: 2,
  allow_passwordless_entry: true,
  allow_points_entry: false,
  points_per_entry: null,
  max_tickets_per_member: null,
};

const admin = () => signedIn(ctx, 'boss', 'Admin');
const data = <T>(res: Parameters<typeof json>[0]) => json<{ data: T }>(res).data;
const refundsOf = (userId: number) =>
  ctx.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.kind, 'raffle_refund')));

describe('creating and editing raffles', () => {
  it('creates a raffle (201) with a fresh commitment, recording the admin', async () => {
    const boss = await admin();
    const res = await boss.post('/api/admin/raffles', { ...form, password: 'Secret Word' });
    expect(res.statusCode, res.body).toBe(201);
    const raffle = data<AdminRaffle>(res);
    expect(raffle).toMatchObject({
      title: 'Stream Raffle',
      has_password_entry: true,
      image: null,
      status: 'active',
    });
    expect(raffle.created_by).toMatchObject({ username: 'boss' });
    const other = data<AdminRaffle>(await boss.post('/api/admin/raffles', form));
    expect(other.server_seed_hash).not.toBe(raffle.server_seed_hash);
    expect(other.has_password_entry).toBe(false);
  });

  it('refuses a raffle with no way to enter, an end before the start or in the past', async () => {
    const boss = await admin();
    const none = { ...form, allow_passwordless_entry: false };
    expectRefusal(await boss.post('/api/admin/raffles', none), 400, 'raffles.no_entry_method');
    const backwards = await boss.post('/api/admin/raffles', { ...form, end_datetime: future(-2) });
    expectRefusal(backwards, 400, 'bad_request');
    expect(json(backwards).errors).toHaveProperty('end_datetime');
    const past = await boss.post('/api/admin/raffles', {
      ...form,
      start_datetime: future(-3),
      end_datetime: future(-2),
    });
    expectRefusal(past, 400, 'bad_request', 'The end must be in the future');
  });

  it('keeps the password when the form leaves it out, changes or removes it when told', async () => {
    const boss = await admin();
    const { agent } = await member(ctx, 'hearer');
    const id = data<AdminRaffle>(await boss.post('/api/admin/raffles', { ...form, password: 'first' })).id;
    expect(data<AdminRaffle>(await boss.put(`/api/admin/raffles/${id}`, form)).has_password_entry).toBe(true);
    await boss.put(`/api/admin/raffles/${id}`, { ...form, password: 'second' });
    expectRefusal(await enter(agent, id, byPassword('first')), 400, 'raffles.wrong_password');
    expect((await enter(agent, id, byPassword('second'))).statusCode).toBe(200);
    // Once a member has entered, password entry stays on (decision 044); before that it can be removed.
    const locked = await boss.put(`/api/admin/raffles/${id}`, { ...form, password: null });
    expectRefusal(locked, 409, 'raffles.entered_locked');
    expect(json(locked).errors).toHaveProperty('password');
    const fresh = data<AdminRaffle>(await boss.post('/api/admin/raffles', { ...form, password: 'first' })).id;
    const removed = data<AdminRaffle>(
      await boss.put(`/api/admin/raffles/${fresh}`, { ...form, password: null }),
    );
    expect(removed.has_password_entry).toBe(false);
  });

  it('refuses edits after the draw, and to a raffle that does not exist', async () => {
    const boss = await admin();
    const id = await createRaffle(ctx.db);
    await boss.post(`/api/admin/raffles/${id}/draw`);
    expectRefusal(await boss.put(`/api/admin/raffles/${id}`, form), 409, 'raffles.already_drawn');
    expectRefusal(await boss.put('/api/admin/raffles/999', form), 404, 'raffles.not_found');
  });

  it('pauses and resumes entries', async () => {
    const boss = await admin();
    const { agent } = await member(ctx, 'waiting');
    const id = await createRaffle(ctx.db);
    expect(data<AdminRaffle>(await boss.post(`/api/admin/raffles/${id}/pause`))).toMatchObject({
      is_paused: true,
      is_accepting_entries: false,
      status: 'pending',
    });
    expectRefusal(await enter(agent, id, free), 409, 'raffles.not_accepting');
    await boss.post(`/api/admin/raffles/${id}/resume`);
    expect((await enter(agent, id, free)).statusCode).toBe(200);
  });
});

describe('cancelling with refunds', () => {
  async function raffleWithPoints() {
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    const a = await member(ctx, 'ann', { points: 100 });
    const b = await member(ctx, 'ben', { points: 100 });
    await enter(a.agent, id, byPoints(30));
    await enter(a.agent, id, byPoints(20));
    await enter(b.agent, id, byPoints(40));
    await enter(b.agent, id, free);
    return { id, a, b };
  }

  it('refunds every points entry once, through the ledger, naming the admin', async () => {
    const boss = await admin();
    const { id, a, b } = await raffleWithPoints();
    const res = await boss.post(`/api/admin/raffles/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<{ refunded_members: number; refunded_points: number }>(res)).toMatchObject({
      refunded_members: 2,
      refunded_points: 90,
    });
    expect([await pointsOf(ctx, a.id), await pointsOf(ctx, b.id)]).toEqual([100, 100]);
    const bossId = (await findUserByUsername(ctx.db, 'boss'))!.id;
    expect(await refundsOf(a.id)).toEqual([expect.objectContaining({ amount: 50, actorId: bossId })]);
    expectRefusal(await boss.post(`/api/admin/raffles/${id}/cancel`), 409, 'raffles.cancelled');
    expect(await refundsOf(b.id)).toHaveLength(1);
    const view = await raffleOf(a.agent, id);
    expect(view).toMatchObject({ is_cancelled: true, has_ended: true, status: 'ended', winners: [] });
    expect(data<AdminRaffle>(await boss.get(`/api/admin/raffles/${id}`)).cancelled_by).toMatchObject({
      username: 'boss',
    });
    await expectBalancesMatchLedger(ctx);
  });

  it('refuses to cancel a drawn raffle, and to draw a cancelled one', async () => {
    const boss = await admin();
    const drawn = await createRaffle(ctx.db);
    await boss.post(`/api/admin/raffles/${drawn}/draw`);
    expectRefusal(await boss.post(`/api/admin/raffles/${drawn}/cancel`), 409, 'raffles.already_drawn');
    const cancelled = await createRaffle(ctx.db);
    await boss.post(`/api/admin/raffles/${cancelled}/cancel`);
    expectRefusal(await boss.post(`/api/admin/raffles/${cancelled}/draw`), 409, 'raffles.cancelled');
  });
});

describe('seeing and removing entries', () => {
  it('lists every ticket for the admin; a removed points ticket is refunded, once, naming the admin', async () => {
    const boss = await admin();
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    const cheat = await member(ctx, 'cheat', { points: 50 });
    await enter(cheat.agent, id, byPoints(30));
    await enter(cheat.agent, id, free);
    const entries = data<AdminRaffleEntry[]>(await boss.get(`/api/admin/raffles/${id}/entries`));
    expect(entries.map((e) => [e.entry_type, e.points_spent])).toEqual([
      ['passwordless', 0],
      ['points', 10],
      ['points', 10],
      ['points', 10],
    ]);
    const [freeTicket, ...points] = entries;
    const res = await boss.post(`/api/admin/raffles/${id}/entries/remove`, {
      entry_ids: [points[0]!.id, points[1]!.id],
    });
    expect(data(res)).toEqual({ removed: 2, refunded_points: 20 });
    expect(json(res).message).toBe('2 entries removed');
    expect(await pointsOf(ctx, cheat.id)).toBe(40);
    expect(data(await boss.delete(`/api/admin/raffles/${id}/entries/${freeTicket!.id}`))).toEqual({
      removed: 1,
      refunded_points: 0,
    });
    expectRefusal(
      await boss.delete(`/api/admin/raffles/${id}/entries/${points[0]!.id}`),
      404,
      'raffles.entry_not_found',
    );
    expect(await pointsOf(ctx, cheat.id)).toBe(40);

    const after = data<AdminRaffleEntry[]>(await boss.get(`/api/admin/raffles/${id}/entries`));
    expect(after.filter((e) => e.removed_at).map((e) => e.removed_by?.username)).toEqual([
      'boss',
      'boss',
      'boss',
    ]);
    expect((await raffleOf(cheat.agent, id)).total_entries).toBe(1);
    // A removed free entry is not given back: the member cannot enter free again.
    expectRefusal(await enter(cheat.agent, id, free), 409, 'raffles.already_entered_free');
    await expectBalancesMatchLedger(ctx);
  });

  it('refuses to remove entries after the draw (the list is frozen)', async () => {
    const boss = await admin();
    const id = await createRaffle(ctx.db);
    const { agent } = await member(ctx, 'kept');
    await enter(agent, id, free);
    const [entry] = data<AdminRaffleEntry[]>(await boss.get(`/api/admin/raffles/${id}/entries`));
    await boss.post(`/api/admin/raffles/${id}/draw`);
    expectRefusal(
      await boss.delete(`/api/admin/raffles/${id}/entries/${entry!.id}`),
      409,
      'raffles.already_drawn',
    );
  });
});

describe('the admin list', () => {
  it('lists every raffle, cancelled ones too', async () => {
    const boss: Agent = await admin();
    const a = await createRaffle(ctx.db);
    const b = await createRaffle(ctx.db);
    await ctx.db.update(raffles).set({ cancelledAt: new Date() }).where(eq(raffles.id, b));
    const list = data<AdminRaffle[]>(await boss.get('/api/admin/raffles'));
    expect(list.map((r) => r.id).sort()).toEqual([a, b]);
    expect(list.find((r) => r.id === b)?.is_cancelled).toBe(true);
  });
});
