import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { auditEntriesOfRequest } from '../../src/features/audit/audit.repository.ts';
import { signedIn, useTestApp } from '../helpers/app.ts';
import { A, byRound, detail, makeTournament, predict, record } from './fixtures.ts';

// The Final ends the tournament in its own transaction (decision 046).
const ctx = useTestApp();

describe('the Final ends the tournament', () => {
  it('sets it inactive with predictions closed, names the champion, announces once and records it', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await signedIn(ctx, 'alice');
    const t = await makeTournament(admin, 4, { name: 'Stream Cup' });
    const [m1, m2] = byRound(t, 1);
    await predict(alice, t.id, [{ match_id: m1!.id, winner_name: 'Slot 1' }]);
    await record(admin, t, m1!, 1);
    const semis = await record(admin, t, m2!, 2);
    expect(semis).toMatchObject({ is_active: true, predictions_active: true, winner_name: null });

    const final = byRound(semis, 2)[0]!;
    const res = await admin.post(`${A}/${t.id}/matches/${final.id}/result`, {
      slot1_multiplier: 3,
      slot2_multiplier: 9.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await detail(alice, t.id);
    expect(read.tournament).toMatchObject({
      is_active: false,
      predictions_active: false,
      progress: 100,
      winner_name: 'Slot 4',
    });
    const [entry] = await auditEntriesOfRequest(ctx.db, String(res.headers['x-request-id']));
    expect(entry).toMatchObject({
      action: 'tournaments.result',
      after: {
        winner_name: 'Slot 4',
        payout: 'paid',
        ended: { is_active: false, predictions_active: false },
      },
    });
    const queued = await ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.key, `tournament-completed:${t.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.content).toBe('🏆 Tournament "Stream Cup" is complete! Winner: Slot 4.');

    // Predictions are closed: a late save is refused.
    expect((await predict(alice, t.id, [{ match_id: final.id, winner_name: 'Slot 1' }])).statusCode).toBe(
      409,
    );

    // A correction of the Final keeps it ended and announces nothing more.
    const corrected = await admin.post(`${A}/${t.id}/matches/${final.id}/correct`, {
      slot1_multiplier: 10,
      slot2_multiplier: 9.5,
      reason: 'Misread',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await detail(alice, t.id)).tournament).toMatchObject({ is_active: false, winner_name: 'Slot 1' });
    const [again] = await auditEntriesOfRequest(ctx.db, String(corrected.headers['x-request-id']));
    expect(again!.after).not.toHaveProperty('ended');
    expect(
      await ctx.db
        .select()
        .from(announcements)
        .where(eq(announcements.key, `tournament-completed:${t.id}`)),
    ).toHaveLength(1);
  });

  it('a tournament the admin had already closed is paid and announced, with nothing to end on record', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const t = await makeTournament(admin, 4, { open: false });
    await admin.put(`${A}/${t.id}`, { is_active: false });
    const [m1, m2] = byRound(t, 1);
    await record(admin, t, m1!, 1);
    const now = await record(admin, t, m2!, 1);
    const done = await record(admin, t, byRound(now, 2)[0]!, 1);
    expect(done).toMatchObject({ is_active: false, predictions_active: false, winner_name: 'Slot 1' });
  });
});
