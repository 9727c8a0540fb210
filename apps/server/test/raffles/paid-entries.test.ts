import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { lockedFieldMessages } from '@podium/shared/raffles/edits';
import { raffleErrors } from '@podium/shared/raffles/errors';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { byPoints, enter, expectRefusal, member, raffleOf } from './fixtures.ts';

// Once members have entered, what they paid for is fixed (decision 044); the rest stays editable, on record.
const ctx = useTestApp();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const data = <T>(res: Parameters<typeof json>[0]) => json<{ data: T }>(res).data;
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));

const form = {
  title: 'Paid Raffle',
  description: 'Tickets for points.',
  image: null,
  start_datetime: at(-1),
  end_datetime: at(24),
  number_of_winners: 1,
  allow_passwordless_entry: true,
  allow_points_entry: true,
  points_per_entry: 100,
  max_tickets_per_member: 5,
  password: 'stream word',
};
const { password: _word, ...kept } = form;

async function entered(): Promise<{ boss: Agent; id: number }> {
  const boss = await signedIn(ctx, 'boss', 'Admin');
  const id = data<AdminRaffle>(await boss.post('/api/admin/raffles', form)).id;
  const buyer = await member(ctx, 'buyer', { points: 500 });
  expect((await enter(buyer.agent, id, byPoints(200))).statusCode).toBe(200);
  return { boss, id };
}

describe('editing a raffle members have paid to enter', () => {
  it('refuses each change to the price, an entry type, the start and the ticket limit, field by field', async () => {
    const { boss, id } = await entered();
    const before = await raffleOf(boss, id);
    const refused: [string, Record<string, unknown>][] = [
      ['points_per_entry', { points_per_entry: 10 }],
      ['points_per_entry', { points_per_entry: null }],
      [
        'allow_points_entry',
        { allow_points_entry: false, points_per_entry: null, max_tickets_per_member: null },
      ],
      ['allow_passwordless_entry', { allow_passwordless_entry: false }],
      ['password', { password: null }],
      ['start_datetime', { start_datetime: at(-3) }],
      ['max_tickets_per_member', { max_tickets_per_member: 50 }],
      ['max_tickets_per_member', { max_tickets_per_member: null }],
      ['end_datetime', { end_datetime: at(12) }],
    ];
    for (const [field, change] of refused) {
      const res = await boss.put(`/api/admin/raffles/${id}`, { ...kept, ...change });
      expectRefusal(res, 409, 'raffles.entered_locked', raffleErrors.enteredLocked.message);
      const errors = json(res).errors as Record<string, string[]>;
      expect(errors[field], field).toEqual([lockedFieldMessages[field as keyof typeof lockedFieldMessages]]);
      if (field !== 'allow_points_entry') expect(Object.keys(errors), field).toEqual([field]);
      expect(await entriesOf(res), field).toEqual([]);
    }
    // Several at once: every one named.
    const many = await boss.put(`/api/admin/raffles/${id}`, {
      ...kept,
      points_per_entry: 10,
      start_datetime: at(-2),
    });
    expect(Object.keys(json(many).errors as object).sort()).toEqual(['points_per_entry', 'start_datetime']);
    const after = await raffleOf(boss, id);
    expect(after).toEqual(before);
  });

  it('lets the title, description, image, a later end, the winners, the prizes and a new word change, on record', async () => {
    const { boss, id } = await entered();
    const edited = {
      ...kept,
      title: 'Bigger Raffle',
      description: 'Now with two prizes.',
      image: '/raffles/prize.png',
      end_datetime: at(48),
      number_of_winners: 2,
      password: 'new word',
      prizes: [
        { prize_type: 'cash', prize_value: 50, description: 'Casino tip' },
        { prize_type: 'points', prize_value: 1000, description: '' },
      ],
    };
    const res = await boss.put(`/api/admin/raffles/${id}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<AdminRaffle>(res)).toMatchObject({
      title: 'Bigger Raffle',
      number_of_winners: 2,
      points_per_entry: 100,
      prizes: [
        expect.objectContaining({ prize_type: 'cash' }),
        expect.objectContaining({ prize_type: 'points' }),
      ],
    });
    expect(await entriesOf(res)).toEqual([
      expect.objectContaining({
        action: 'raffles.update',
        before: {
          title: 'Paid Raffle',
          description: 'Tickets for points.',
          image: null,
          end_datetime: form.end_datetime,
          number_of_winners: 1,
          password: 'set',
          prizes: [],
        },
        after: {
          title: 'Bigger Raffle',
          description: 'Now with two prizes.',
          image: '/raffles/prize.png',
          end_datetime: edited.end_datetime,
          number_of_winners: 2,
          password: 'replaced',
          prizes: [
            { prize_type: 'cash', prize_value: 50, description: 'Casino tip' },
            { prize_type: 'points', prize_value: 1000, description: '' },
          ],
        },
      }),
    ]);
    // The same price written as null ↔ 1 is no change; the form sends the same times back unchanged.
    const boss2 = data<AdminRaffle>(
      await boss.post('/api/admin/raffles', { ...form, points_per_entry: null, password: undefined }),
    );
    const buyer2 = await member(ctx, 'buyer2', { points: 10 });
    expect((await enter(buyer2.agent, boss2.id, byPoints(2))).statusCode).toBe(200);
    const same = await boss.put(`/api/admin/raffles/${boss2.id}`, { ...kept, points_per_entry: 1 });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('frees the settings again once every ticket is removed (and refunded)', async () => {
    const { boss, id } = await entered();
    const tickets = data<{ id: number }[]>(await boss.get(`/api/admin/raffles/${id}/entries`));
    const removed = await boss.post(`/api/admin/raffles/${id}/entries/remove`, {
      entry_ids: tickets.map((t) => t.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await boss.put(`/api/admin/raffles/${id}`, { ...kept, points_per_entry: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(data<AdminRaffle>(res).points_per_entry).toBe(10);
  });
});
