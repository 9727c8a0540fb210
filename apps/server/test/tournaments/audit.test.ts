import type { Tournament } from '@podium/shared/tournaments/schemas';
import { describe, expect, it } from 'vitest';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { A, byRound, makeTournament, memberId, rates } from './fixtures.ts';

// Every staff action on a tournament is on record, in the action's own transaction (decision 039).
const ctx = useTestApp();

/** The audit entries the request wrote (by its request id). */
const entriesOf = (res: { headers: Record<string, unknown> }) =>
  auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));

describe('the audit log of tournaments', () => {
  it('records a new tournament, an edit (only what changed) and a delete', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const slots = ['A', 'B', 'C', 'D'].map((name) => ({ name, user_id: null }));
    const created = await admin.post(A, { name: 'Cup', size: 4, slots, ...rates });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: Tournament }>(created).data.id;
    expect(await entriesOf(created)).toEqual([
      expect.objectContaining({
        action: 'tournaments.create',
        targetType: 'tournament',
        targetId: String(id),
        after: {
          name: 'Cup',
          is_active: true,
          predictions_active: false,
          ...rates,
          size: 4,
          slots,
        },
      }),
    ]);

    const moved = [...slots.slice(0, 3), { name: 'E', user_id: await memberId(ctx, 'admin') }];
    const edited = await admin.put(`${A}/${id}`, {
      predictions_active: true,
      points_per_correct: 15,
      slots: moved,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await entriesOf(edited)).toEqual([
      expect.objectContaining({
        action: 'tournaments.update',
        before: { predictions_active: false, points_per_correct: 10, slots },
        after: { predictions_active: true, points_per_correct: 15, slots: moved },
      }),
    ]);

    const deleted = await admin.delete(`${A}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await entriesOf(deleted)).toEqual([
      expect.objectContaining({
        action: 'tournaments.delete',
        targetId: String(id),
        before: {
          name: 'Cup',
          is_active: true,
          predictions_active: true,
          ...rates,
          points_per_correct: 15,
          size: 4,
        },
        after: null,
      }),
    ]);
  });

  it('records each result with the match and winner, the payout of the Final, and a correction with its reason', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    await signedIn(ctx, 'alice');
    const aliceId = await memberId(ctx, 'alice');
    const t = await makeTournament(admin, 4);
    const [m1, m2] = byRound(t, 1);
    await admin.put(`${A}/${t.id}`, {
      slots: [
        { name: 'Slot 1', user_id: aliceId },
        { name: 'Slot 2', user_id: null },
        { name: 'Slot 3', user_id: null },
        { name: 'Slot 4', user_id: null },
      ],
    });
    const result = (matchId: number, body: object, what = 'result') =>
      admin.post(`${A}/${t.id}/matches/${matchId}/${what}`, body);

    const first = await result(m1!.id, { slot1_multiplier: 12.34, slot2_multiplier: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(await entriesOf(first)).toEqual([
      expect.objectContaining({
        action: 'tournaments.result',
        targetType: 'tournament',
        targetId: String(t.id),
        targetUserId: aliceId,
        before: null,
        after: {
          match: { id: m1!.id, round: 1, match_number: 1, slot1_name: 'Slot 1', slot2_name: 'Slot 2' },
          slot1_multiplier: 12.34,
          slot2_multiplier: 2,
          winner_slot: 1,
          winner_name: 'Slot 1',
        },
        reason: null,
      }),
    ]);
    await result(m2!.id, { slot1_multiplier: 1, slot2_multiplier: 3 });

    const [final] = byRound(t, 2);
    const decided = await result(final!.id, { slot1_multiplier: 5, slot2_multiplier: 4 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await entriesOf(decided))[0]).toMatchObject({
      action: 'tournaments.result',
      targetUserId: aliceId,
      after: { winner_slot: 1, winner_name: 'Slot 1', payout: 'paid', match: { round: 2 } },
    });

    const corrected = await result(
      final!.id,
      { slot1_multiplier: 1, slot2_multiplier: 4, reason: 'Misread the multiplier' },
      'correct',
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await entriesOf(corrected)).toEqual([
      expect.objectContaining({
        action: 'tournaments.correct',
        targetUserId: null,
        before: { slot1_multiplier: 5, slot2_multiplier: 4, winner_slot: 1, winner_name: 'Slot 1' },
        after: {
          match: { id: final!.id, round: 2, match_number: 1, slot1_name: 'Slot 1', slot2_name: 'Slot 4' },
          slot1_multiplier: 1,
          slot2_multiplier: 4,
          winner_slot: 2,
          winner_name: 'Slot 4',
          payout: 'adjusted',
        },
        reason: 'Misread the multiplier',
      }),
    ]);
  });
});
