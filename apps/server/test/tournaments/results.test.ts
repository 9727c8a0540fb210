import { tournamentErrorCodes as codes } from '@podium/shared/tournaments/errors';
import type { Tournament } from '@podium/shared/tournaments/schemas';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { kindsOf } from '../notifications/fixtures.ts';
import {
  A,
  balance,
  byRound,
  detail,
  makeTournament,
  memberId,
  predict,
  record,
  tournamentLedger,
} from './fixtures.ts';

const ctx = useTestApp();

describe('results and advancement', () => {
  it('the higher multiplier wins and advances, odd matches to slot 1 and even to slot 2, up to the Final', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 8);
    const r1 = byRound(t, 1);
    let now = await record(admin, t, r1[0]!, 1);
    now = await record(admin, t, r1[1]!, 2);
    expect(byRound(now, 2)[0]).toMatchObject({
      slot1_name: 'Slot 1',
      slot2_name: 'Slot 4',
      winner_name: null,
    });
    expect(byRound(now, 1)[0]).toMatchObject({
      slot1_multiplier: 12.34,
      slot2_multiplier: 2,
      winner_name: 'Slot 1',
    });
    await record(admin, t, r1[2]!, 1);
    now = await record(admin, t, r1[3]!, 1);
    now = await record(admin, t, byRound(now, 2)[0]!, 2);
    now = await record(admin, t, byRound(now, 2)[1]!, 1);
    expect(byRound(now, 3)[0]).toMatchObject({ slot1_name: 'Slot 4', slot2_name: 'Slot 5' });
    now = await record(admin, t, byRound(now, 3)[0]!, 1);
    const read = await detail(admin, t.id);
    expect(read.tournament).toMatchObject({ progress: 100, winner_name: 'Slot 4' });
  });

  it('a tie needs the winner chosen; an empty or decided match is refused', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const [m1] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const url = (id: number, what = 'result') => `${A}/${t.id}/matches/${id}/${what}`;
    const tie = await admin.post(url(m1!.id), { slot1_multiplier: 2, slot2_multiplier: 2 });
    expect(json(tie).code).toBe(codes.tieNeedsWinner);
    const chosen = await admin.post(url(m1!.id), {
      slot1_multiplier: 2,
      slot2_multiplier: 2,
      winner_slot: 2,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json(await admin.post(url(m1!.id), { slot1_multiplier: 3, slot2_multiplier: 2 })).code).toBe(
      codes.alreadyDecided,
    );
    expect(json(await admin.post(url(final!.id), { slot1_multiplier: 3, slot2_multiplier: 2 })).code).toBe(
      codes.matchNotReady,
    );
    expect(
      json(await admin.post(url(m1!.id, 'correct'), { slot1_multiplier: 3, slot2_multiplier: 2 })).code,
    ).toBe(codes.reasonRequired);
    const corrected = await admin.post(url(m1!.id, 'correct'), {
      slot1_multiplier: 3,
      slot2_multiplier: 2,
      reason: 'Misread',
    });
    expect(byRound(json<{ data: Tournament }>(corrected).data, 2)[0]!.slot1_name).toBe('Slot 1');
  });
});

describe('payouts', () => {
  it('pays per correct pick plus the perfect bonus once, when the Final is decided; a correction pays only the difference', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4);
    const [m1, m2] = byRound(t, 1);
    const [final] = byRound(t, 2);
    const perfect = await signedIn(ctx, 'perfect');
    const half = await signedIn(ctx, 'half');
    await predict(perfect, t.id, [
      { match_id: m1!.id, winner_name: 'Slot 1' },
      { match_id: m2!.id, winner_name: 'Slot 3' },
      { match_id: final!.id, winner_name: 'Slot 1' },
    ]);
    await predict(half, t.id, [
      { match_id: m1!.id, winner_name: 'Slot 1' },
      { match_id: m2!.id, winner_name: 'Slot 4' },
      { match_id: final!.id, winner_name: 'Slot 4' },
    ]);
    const [p, h] = [await memberId(ctx, 'perfect'), await memberId(ctx, 'half')];
    await record(admin, t, m1!, 1);
    await record(admin, t, m2!, 1);
    expect(await tournamentLedger(ctx, p)).toHaveLength(0);
    const decided = await record(
      admin,
      t,
      byRound(await detail(admin, t.id).then((d) => d.tournament), 2)[0]!,
      1,
    );
    expect(decided.progress).toBe(100);
    expect(await balance(ctx, p)).toMatchObject({ points: 3 * 10 + 100, xp: 3 * 5 + 50 });
    expect(await balance(ctx, h)).toMatchObject({ points: 10, xp: 5 });
    const [paid] = await tournamentLedger(ctx, p);
    expect(paid).toMatchObject({
      kind: 'tournament_payout',
      reference: `tournament:${t.id}`,
      actorId: await memberId(ctx, 'admin'),
    });

    // Scoring and Top Performers order.
    const read = await detail(perfect, t.id);
    expect(read.top_predictions.map((e) => [e.user.username, e.correct, e.total, e.accuracy])).toEqual([
      ['perfect', 3, 3, 100],
      ['half', 1, 3, 33.3],
    ]);

    // The Final corrected: slot 2 (Slot 3) wins. Perfect loses a pick and the bonus; nobody gains.
    const res = await admin.post(`${A}/${t.id}/matches/${final!.id}/correct`, {
      slot1_multiplier: 1,
      slot2_multiplier: 4,
      reason: 'Wrong multiplier read',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(ctx, p)).toMatchObject({ points: 20, xp: 65 });
    expect(await balance(ctx, h)).toMatchObject({ points: 10, xp: 5 });
    const rows = await tournamentLedger(ctx, p);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['tournament_payout', 130],
      ['tournament_correction', -110],
    ]);
    expect(rows[1]!.reason).toContain('Wrong multiplier read');
    expect(await tournamentLedger(ctx, h)).toHaveLength(1);

    // Corrected back: the difference again, never a second full payout.
    await admin.post(`${A}/${t.id}/matches/${final!.id}/correct`, {
      slot1_multiplier: 5,
      slot2_multiplier: 4,
      reason: 'It was right',
    });
    expect(await balance(ctx, p)).toMatchObject({ points: 130, xp: 65 });
    expect((await tournamentLedger(ctx, p)).map((r) => r.amount)).toEqual([130, -110, 110]);
    // Told each time, with the admin's reason; the member whose payout did not change, never.
    const about = { contest: 'tournament', id: t.id, title: t.name, xp: 0 };
    expect((await kindsOf(ctx, p, 'prize_corrected')).map((r) => r.data)).toEqual([
      { ...about, points: -110, reason: 'Wrong multiplier read' },
      { ...about, points: 110, reason: 'It was right' },
    ]);
    expect(await kindsOf(ctx, h, 'prize_corrected')).toHaveLength(0);
  });
});

describe('admin', () => {
  it('edits slots only before play, deletes only without predictions, checks sizes and slot counts', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const t = await makeTournament(admin, 4);
    const slots = ['W', 'X', 'Y', 'Z'].map((name) => ({ name, user_id: null }));
    const edited = await admin.put(`${A}/${t.id}`, { slots });
    expect(byRound(json<{ data: Tournament }>(edited).data, 1)[1]).toMatchObject({
      slot1_name: 'Y',
      slot2_name: 'Z',
    });
    expect(json(await admin.put(`${A}/${t.id}`, { slots: slots.slice(0, 2) })).code).toBe(codes.slotCount);
    await predict(alice, t.id, [{ match_id: t.matches[0]!.id, winner_name: 'W' }]);
    expect(json(await admin.put(`${A}/${t.id}`, { slots })).code).toBe(codes.slotsLocked);
    expect(json(await admin.delete(`${A}/${t.id}`)).code).toBe(codes.hasPredictions);
    const spare = await makeTournament(admin, 16, { open: false });
    expect(spare.matches).toHaveLength(15);
    expect((await admin.delete(`${A}/${spare.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/r/tournaments/${spare.id}`)).statusCode).toBe(404);
    const bad = await admin.post(A, {
      name: 'x',
      size: 6,
      slots: [],
      ...{ points_per_correct: 0, xp_per_correct: 0, perfect_bonus_points: 0, perfect_bonus_xp: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await alice.post(A, {})).statusCode).toBe(403);
    const withMember = await admin.post(A, {
      name: 'Called',
      size: 4,
      slots: [{ name: 'A', user_id: await memberId(ctx, 'alice') }, ...slots.slice(1)],
      points_per_correct: 0,
      xp_per_correct: 0,
      perfect_bonus_points: 0,
      perfect_bonus_xp: 0,
    });
    expect(json<{ data: Tournament }>(withMember).data.matches[0]!.slot1_user?.username).toBe('alice');
  });
});
