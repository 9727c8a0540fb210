import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import {
  approve,
  boss,
  casino,
  challengeOf,
  claim,
  claimed,
  expectBalancesMatchLedger,
  expectRefusal,
  player,
  pointsOf,
  postChallenge,
  queue,
} from './fixtures.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

const terms = (platformId: number, over: Record<string, unknown> = {}) => ({
  game: 'Sweet Bonanza',
  min_multiplier: 500,
  min_bet: 0.4,
  prize_type: 'cash',
  prize_value: 50,
  description: '',
  platform_id: platformId,
  starts_at: new Date(Date.now() - HOUR).toISOString(),
  ends_at: new Date(Date.now() + 48 * HOUR).toISOString(),
  places: 3,
  ...over,
});

describe('cancelling a challenge', () => {
  it('refuses the claims waiting with the reason, keeps what was paid, and takes no more claims', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id, { places: 3 });
    const [ann, ben] = [await player(ctx, 'ann'), await player(ctx, 'ben')];
    const won = await claimed(ann, c.id);
    const waiting = await claimed(ben, c.id);
    expect((await approve(admin, won)).statusCode).toBe(200);

    const res = await admin.post(`/api/admin/slot-challenges/${c.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Challenge cancelled');
    const mine = (await challengeOf(ben.agent, c.id)).my_claim!;
    expect([mine.id, mine.status, mine.reason]).toEqual([waiting, 'refused', 'The challenge was cancelled']);
    const seen = await challengeOf(ann.agent, c.id);
    expect(seen.state).toBe('cancelled');
    expect(seen.winners.map((w) => w.username)).toEqual(['ann']);
    expect(await pointsOf(ctx, ann.id)).toBe(500);

    const carl = await player(ctx, 'carl');
    expectRefusal(
      await claim(carl.agent, c.id, { casino_username: carl.casinoUsername }),
      409,
      'slot_challenges.cancelled',
    );
    expectRefusal(
      await admin.post(`/api/admin/slot-challenges/${c.id}/cancel`),
      409,
      'slot_challenges.cancelled',
    );
    expect((await queue(admin)).filter((q) => q.status === 'pending')).toEqual([]);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-challenges.cancel'));
    expect(entry?.after).toMatchObject({ cancelled: true, refused_claims: [waiting] });
    await expectBalancesMatchLedger(ctx);
  });

  it('refuses to cancel a challenge whose places are all taken, or one that does not exist', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const ann = await player(ctx, 'ann');
    expect((await approve(admin, await claimed(ann, c.id))).statusCode).toBe(200);
    expectRefusal(await admin.post(`/api/admin/slot-challenges/${c.id}/cancel`), 409, 'slot_challenges.full');
    expectRefusal(
      await admin.post('/api/admin/slot-challenges/9999/cancel'),
      404,
      'slot_challenges.not_found',
    );
    expect((await challengeOf(ann.agent, c.id)).state).toBe('claimed');
  });
});

describe('editing a challenge', () => {
  it('changes every term while no place is taken, on record before and after', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    const c = await postChallenge(admin, roobet.id);
    const res = await admin.put(`/api/admin/slot-challenges/${c.id}`, terms(roobet.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Challenge saved');
    const seen = await challengeOf(admin, c.id);
    expect(seen).toMatchObject({
      game: 'Sweet Bonanza',
      min_multiplier: 500,
      min_bet: 0.4,
      prize_type: 'cash',
      prize_value: 50,
      prize_label: '$50.00',
      places: 3,
    });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-challenges.update'));
    expect(entry?.before).toMatchObject({ game: 'Gates of Olympus', prize_points: 500 });
    expect(entry?.after).toMatchObject({ game: 'Sweet Bonanza', prize_cents: 5000, places: 3 });
  });

  it('refuses once a place is taken (409, nothing changed), and bad terms with a 400', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    const c = await postChallenge(admin, roobet.id, { places: 2 });
    const bad = await admin.put(
      `/api/admin/slot-challenges/${c.id}`,
      terms(roobet.id, { ends_at: terms(roobet.id).starts_at }),
    );
    expectRefusal(bad, 400, 'slot_challenges.end_before_start');
    const ann = await player(ctx, 'ann');
    expect((await approve(admin, await claimed(ann, c.id))).statusCode).toBe(200);
    const late = await admin.put(`/api/admin/slot-challenges/${c.id}`, terms(roobet.id));
    expectRefusal(late, 409, 'slot_challenges.place_taken');
    expect(json(late).message).toBe('A place of this challenge is taken already: it can no longer be edited');
    expect((await challengeOf(admin, c.id)).game).toBe('Gates of Olympus');
  });
});
