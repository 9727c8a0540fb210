import type { AdminRaffle, AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { scheduledDraws } from '../../src/features/raffles/raffles.jobs.ts';
import { raffles, raffleWinners } from '../../src/features/raffles/raffles.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { schedulerOn } from '../helpers/jobs.ts';
import { byPoints, enter, free, member, raffleOf } from './fixtures.ts';

// Every staff action on a raffle is on record, in the action's own transaction (decision 039).
const ctx = useTestApp();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const form = {
  title: 'Paid Raffle',
  description: 'Tickets for points.',
  image: null,
  start_datetime: at(-1),
  end_datetime: at(24),
  number_of_winners: 1,
  allow_passwordless_entry: true,
  allow_points_entry: true,
  points_per_entry: 10,
  max_tickets_per_member: 5,
};

const data = <T>(res: Parameters<typeof json>[0]) => json<{ data: T }>(res).data;
/** The audit entries the request wrote (by its request id). */
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));

describe('the audit log of raffles', () => {
  it('records a new raffle with its settings, never its password', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const res = await boss.post('/api/admin/raffles', { ...form, password: 'Open Sesame' });
    expect(res.statusCode, res.body).toBe(201);
    const id = data<AdminRaffle>(res).id;
    const [entry] = await entriesOf(res);
    expect(entry).toMatchObject({
      action: 'raffles.create',
      targetType: 'raffle',
      targetId: String(id),
      targetUserId: null,
      before: null,
      after: { ...form, image: null, password: 'set' },
    });
    expect(JSON.stringify(entry)).not.toContain('Sesame');
  });

  it('records an edit: only the fields that changed, old → new', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = data<AdminRaffle>(await boss.post('/api/admin/raffles', form)).id;

    // No one has entered yet, so every setting may change (decision 044 fixes them once someone has).
    const edited = {
      ...form,
      start_datetime: at(-2),
      end_datetime: at(48),
      allow_passwordless_entry: false,
      points_per_entry: 25,
      max_tickets_per_member: 2,
      password: 'new word',
    };
    const res = await boss.put(`/api/admin/raffles/${id}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf(res);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'raffles.update',
      targetType: 'raffle',
      targetId: String(id),
      actorId: expect.any(Number),
      requestId: res.headers['x-request-id'],
      before: {
        start_datetime: form.start_datetime,
        end_datetime: form.end_datetime,
        allow_passwordless_entry: true,
        points_per_entry: 10,
        max_tickets_per_member: 5,
        password: 'none',
      },
      after: {
        start_datetime: edited.start_datetime,
        end_datetime: edited.end_datetime,
        allow_passwordless_entry: false,
        points_per_entry: 25,
        max_tickets_per_member: 2,
        password: 'set',
      },
    });
    expect(Object.keys(entries[0]!.after as object).sort()).toEqual(
      Object.keys(entries[0]!.before as object).sort(),
    );

    // With paid entries: a new word for a raffle that had one, and a later end, are on record.
    const buyer = await member(ctx, 'buyer', { points: 100 });
    expect((await enter(buyer.agent, id, byPoints(50))).statusCode).toBe(200);
    const replaced = await boss.put(`/api/admin/raffles/${id}`, { ...edited, password: 'other word' });
    expect(await entriesOf(replaced)).toEqual([
      expect.objectContaining({ before: { password: 'set' }, after: { password: 'replaced' } }),
    ]);
    // A save that changes nothing is on record with no change.
    const same = await boss.put(`/api/admin/raffles/${id}`, { ...edited, password: undefined });
    expect(same.statusCode, same.body).toBe(200);
    expect(await entriesOf(same)).toEqual([
      expect.objectContaining({ action: 'raffles.update', before: null, after: null }),
    ]);
  });

  it('writes nothing for a refused action (the entry rolls back with it)', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db);
    expect((await boss.post(`/api/admin/raffles/${id}/draw`)).statusCode).toBe(200);
    const again = await boss.post(`/api/admin/raffles/${id}/draw`);
    expect(again.statusCode).toBe(409);
    expect(await entriesOf(again)).toEqual([]);
    const late = await boss.put(`/api/admin/raffles/${id}`, form);
    expect(late.statusCode).toBe(409);
    expect(await entriesOf(late)).toEqual([]);
  });

  it('records pausing, resuming and removing tickets (on the member when they are all theirs)', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    const paused = await boss.post(`/api/admin/raffles/${id}/pause`);
    expect(await entriesOf(paused)).toEqual([
      expect.objectContaining({
        action: 'raffles.pause',
        before: { is_paused: false },
        after: { is_paused: true },
      }),
    ]);
    const resumed = await boss.post(`/api/admin/raffles/${id}/resume`);
    expect((await entriesOf(resumed))[0]).toMatchObject({
      action: 'raffles.resume',
      before: { is_paused: true },
      after: { is_paused: false },
    });

    const cheat = await member(ctx, 'cheat', { points: 50 });
    await enter(cheat.agent, id, byPoints(20));
    const tickets = data<AdminRaffleEntry[]>(await boss.get(`/api/admin/raffles/${id}/entries`));
    const removed = await boss.post(`/api/admin/raffles/${id}/entries/remove`, {
      entry_ids: tickets.map((t) => t.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await entriesOf(removed))[0]).toMatchObject({
      action: 'raffles.remove_entries',
      targetId: String(id),
      targetUserId: cheat.id,
      before: {
        entries: [...tickets]
          .sort((a, b) => a.id - b.id)
          .map((t) => ({
            id: t.id,
            user_id: cheat.id,
            entry_type: 'points',
            points_spent: 10,
          })),
      },
      after: { removed: 2, refunded_points: 20 },
    });
  });

  it('records "draw now" with the winners and the nonce; the scheduled draw is not a staff action', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db, { number_of_winners: 2 });
    for (const name of ['ann', 'ben', 'cy']) await enter((await member(ctx, name)).agent, id, free);
    const res = await boss.post(`/api/admin/raffles/${id}/draw`);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await ctx.db
      .select()
      .from(raffleWinners)
      .where(eq(raffleWinners.raffleId, id))
      .orderBy(asc(raffleWinners.position));
    expect(stored).toHaveLength(2);
    const [entry] = await entriesOf(res);
    expect(entry).toMatchObject({
      action: 'raffles.draw',
      targetType: 'raffle',
      targetId: String(id),
      targetUserId: null,
      before: null,
      after: {
        nonce: 0,
        winners: stored.map((w) => ({
          position: w.position,
          user_id: w.userId,
          entry_id: w.entryId,
          ticket_index: w.ticketIndex,
        })),
      },
      reason: null,
    });

    const due = await createRaffle(ctx.db);
    await ctx.db
      .update(raffles)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - 1000) })
      .where(eq(raffles.id, due));
    expect(await schedulerOn(ctx.db).runIfDue(scheduledDraws)).toBeTruthy();
    expect((await raffleOf(boss, due)).has_ended).toBe(true);
    expect(await ctx.db.select({ action: auditLog.action }).from(auditLog)).toEqual([
      { action: 'raffles.draw' },
    ]);
  });

  it('records a re-draw on the replaced winner, with the new one, the nonce and the reason', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db, { number_of_winners: 1 });
    for (const name of ['ann', 'ben', 'cy']) await enter((await member(ctx, name)).agent, id, free);
    await boss.post(`/api/admin/raffles/${id}/draw`);
    const [first] = (await raffleOf(boss, id)).winners;
    const res = await boss.post(`/api/admin/raffles/${id}/redraw`, {
      user_id: first!.id,
      reason: 'Did not claim',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [now] = await ctx.db
      .select()
      .from(raffleWinners)
      .where(eq(raffleWinners.raffleId, id))
      .orderBy(asc(raffleWinners.id))
      .offset(1);
    expect(await entriesOf(res)).toEqual([
      expect.objectContaining({
        action: 'raffles.redraw',
        targetType: 'raffle',
        targetId: String(id),
        targetUserId: first!.id,
        before: { position: 1, user_id: first!.id },
        after: {
          nonce: 1,
          position: 1,
          user_id: now!.userId,
          entry_id: now!.entryId,
          ticket_index: now!.ticketIndex,
        },
        reason: 'Did not claim',
      }),
    ]);
    expect(now!.userId).not.toBe(first!.id);
  });

  it('records a cancel with its refunds', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db, { points_per_entry: 10 });
    for (const name of ['ann', 'ben'])
      await enter((await member(ctx, name, { points: 50 })).agent, id, byPoints(20));
    const res = await boss.post(`/api/admin/raffles/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf(res)).toEqual([
      expect.objectContaining({
        action: 'raffles.cancel',
        targetType: 'raffle',
        targetId: String(id),
        before: { cancelled: false },
        after: { cancelled: true, refunded_members: 2, refunded_points: 40 },
      }),
    ]);
  });
});
