import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { wagerRaffleDraws } from '../../src/features/wager-raffles/wager-raffles.jobs.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { casino, createWagerRaffle, DAY, iso, player, raffleInput, wager } from './fixtures.ts';

// Every staff action on a wager raffle is on record, in the action's own transaction (decision 039).
const ctx = useTestApp();

const data = (res: Parameters<typeof json>[0]) => json<{ data: AdminWagerRaffle }>(res).data;
/** The audit entries the request wrote (by its request id). */
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));

/** Three members with 3, 7 and 5 tickets on one casino. */
async function scene() {
  const a = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
  for (const [i, dollars] of [30, 75, 59].entries()) {
    await player(ctx.db, `w${i}`, { crypto: `w${i}` });
    await wager(ctx.db, a.periodId, `w${i}`, dollars);
  }
  return a;
}

describe('the audit log of wager raffles', () => {
  it('records a new raffle with its parts, and an edit with only what changed', async () => {
    const a = await scene();
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const input = raffleInput([a.id]);
    const created = await boss.post('/api/admin/wager-raffles', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = data(created).id;
    expect(await entriesOf(created)).toEqual([
      expect.objectContaining({
        action: 'wager-raffles.create',
        targetType: 'wager_raffle',
        targetId: String(id),
        before: null,
        after: {
          name: input.name,
          description: input.description,
          image: null,
          starts_at: input.starts_at,
          end_date: input.end_date,
          dollars_per_ticket: 10,
          auto_draw: true,
          allow_multiple_wins: false,
          claim_window_hours: null,
          auto_redraws_allowed: 0,
          casino_ids: [a.id],
          prizes: [
            { prize_type: 'points', prize_value: 500, description: 'Points', image_url: null },
            { prize_type: 'cash', prize_value: 25, description: 'Cash tip', image_url: null },
            { prize_type: 'custom', prize_value: null, description: 'Hoodie', image_url: null },
          ],
        },
      }),
    ]);

    const edited = await boss.put(`/api/admin/wager-raffles/${id}`, {
      ...input,
      dollars_per_ticket: 20,
      prizes: [{ prize_type: 'cash', prize_value: 50, description: 'Cash tip' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await entriesOf(edited)).toEqual([
      expect.objectContaining({
        action: 'wager-raffles.update',
        before: {
          dollars_per_ticket: 10,
          prizes: [
            { prize_type: 'points', prize_value: 500, description: 'Points', image_url: null },
            { prize_type: 'cash', prize_value: 25, description: 'Cash tip', image_url: null },
            { prize_type: 'custom', prize_value: null, description: 'Hoodie', image_url: null },
          ],
        },
        after: {
          dollars_per_ticket: 20,
          prizes: [{ prize_type: 'cash', prize_value: 50, description: 'Cash tip', image_url: null }],
        },
      }),
    ]);
  });

  it('records "draw now" with the winners, their prizes and the nonce, and a hand-over for its winner', async () => {
    const a = await scene();
    const id = await createWagerRaffle(ctx.db, [a.id]);
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const res = await boss.post(`/api/admin/wager-raffles/${id}/draw`);
    expect(res.statusCode, res.body).toBe(200);
    const drawn = data(res);
    expect(await entriesOf(res)).toEqual([
      expect.objectContaining({
        action: 'wager-raffles.draw',
        targetType: 'wager_raffle',
        targetId: String(id),
        targetUserId: null,
        before: null,
        after: {
          nonce: 0,
          winners: drawn.prizes.map((p) => ({
            position: p.position,
            prize_type: p.prize_type,
            prize_value: p.prize_value,
            user_id: p.winner!.user_id,
            ticket_number: p.winner!.winning_ticket_number,
          })),
        },
      }),
    ]);

    const custom = drawn.prizes[2]!;
    const handed = await boss.post(`/api/admin/wager-raffles/${id}/prizes/${custom.id}/handed-over`);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await entriesOf(handed)).toEqual([
      expect.objectContaining({
        action: 'wager-raffles.hand_over',
        targetId: String(id),
        targetUserId: custom.winner!.user_id,
        before: { prize_id: custom.id, handed_over: false },
        after: { prize_id: custom.id, position: 3, description: 'Hoodie', handed_over: true },
      }),
    ]);
    const again = await boss.post(`/api/admin/wager-raffles/${id}/prizes/${custom.id}/handed-over`);
    expect(again.statusCode).toBe(409);
    expect(await entriesOf(again)).toEqual([]);
  });

  it('writes nothing for the scheduled draw, which no staff member made', async () => {
    const a = await scene();
    const id = await createWagerRaffle(ctx.db, [a.id], { starts_at: iso(-2 * DAY), end_date: iso(-60_000) });
    await wagerRaffleDraws.run(ctx.app.deps, {
      signal: new AbortController().signal,
      finishIn: async () => true,
    });
    const boss = await signedIn(ctx, 'boss', 'Admin');
    expect(data(await boss.get(`/api/admin/wager-raffles/${id}`)).drawn_at).not.toBeNull();
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});
