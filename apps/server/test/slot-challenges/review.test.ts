import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import {
  approve,
  boss,
  casino,
  challengeOf,
  claimed,
  expectBalancesMatchLedger,
  expectRefusal,
  player,
  pointsOf,
  postChallenge,
  queue,
  refuse,
} from './fixtures.ts';

const ctx = useTestApp();

describe('reviewing claims', () => {
  it('lists pending claims oldest first and approves them first-come only', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id, { places: 2 });
    const [ann, ben] = [await player(ctx, 'ann'), await player(ctx, 'ben')];
    const first = await claimed(ann, c.id);
    const second = await claimed(ben, c.id);
    expect((await queue(admin)).map((q) => q.id)).toEqual([first, second]);
    expectRefusal(await approve(admin, second), 409, 'slot_challenges.older_first');
    expect((await approve(admin, first)).statusCode).toBe(200);
    expect((await approve(admin, second)).statusCode).toBe(200);
    const seen = await challengeOf(ann.agent, c.id);
    expect(seen.winners.map((w) => [w.place, w.username, w.casino_username])).toEqual([
      [1, 'ann', 'ann_rb'],
      [2, 'ben', 'ben_rb'],
    ]);
    expect(seen).toMatchObject({
      state: 'claimed',
      places_taken: 2,
      my_claim: { status: 'approved', place: 1 },
    });
  });

  it('approving pays a points prize through the ledger once, announces it and is on record', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id, { prize_value: 750 });
    const ann = await player(ctx, 'ann');
    const id = await claimed(ann, c.id);
    const res = await approve(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Claim approved: prize awarded');
    expectRefusal(await approve(admin, id), 409, 'slot_challenges.already_decided');
    expectRefusal(await refuse(admin, id, 'Changed my mind'), 409, 'slot_challenges.already_decided');
    expect(await pointsOf(ctx, ann.id)).toBe(750);
    const rows = await ctx.db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, ann.id));
    expect(rows.map((r) => [r.amount, r.kind, r.reason])).toEqual([
      [750, 'slot_challenge_prize', 'Slot challenge: Gates of Olympus'],
    ]);
    expect(await ctx.db.select().from(payouts)).toEqual([]);
    const [post] = await ctx.db.select().from(announcements);
    expect(post!.content).toBe('🎰 ann won the Gates of Olympus challenge: 750 points!');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-challenges.approve'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetUserId).toBe(ann.id);
    await expectBalancesMatchLedger(ctx);
  });

  it('approving a cash prize queues one payout to the casino account claimed on', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    const c = await postChallenge(admin, roobet.id, { prize_type: 'cash', prize_value: 100 });
    const ann = await player(ctx, 'ann');
    const id = await claimed(ann, c.id);
    expect((await approve(admin, id)).statusCode).toBe(200);
    expect((await approve(admin, id)).statusCode).toBe(409);
    const rows = await ctx.db.select().from(payouts);
    expect(
      rows.map((p) => [p.userId, p.source, p.sourceId, p.amountCents, p.casinoUsername, p.platformId]),
    ).toEqual([[ann.id, 'slot_challenge', id, 10_000, 'ann_rb', roobet.id]]);
    expect(rows[0]!.description).toBe('Slot challenge: Gates of Olympus (Roobet)');
    expect(rows[0]!.casinoAccountId).not.toBeNull();
    expect(await pointsOf(ctx, ann.id)).toBe(0);
  });

  it('a custom prize is recorded with the place, nothing paid', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id, {
      prize_type: 'custom',
      prize_value: null,
      description: 'Signed hoodie',
    });
    const ann = await player(ctx, 'ann');
    expect((await approve(admin, await claimed(ann, c.id))).statusCode).toBe(200);
    expect((await challengeOf(ann.agent, c.id)).prize_label).toBe('Signed hoodie');
    expect(await ctx.db.select().from(payouts)).toEqual([]);
    expect(await pointsOf(ctx, ann.id)).toBe(0);
  });

  it('refusing needs a reason, which the member sees; nothing is paid', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const ann = await player(ctx, 'ann');
    const id = await claimed(ann, c.id);
    const empty = await refuse(admin, id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toMatchObject({ reason: ['Give a reason: the member sees it'] });
    const res = await refuse(admin, id, 'The bet was $0.10');
    expect(res.statusCode, res.body).toBe(200);
    expect((await challengeOf(ann.agent, c.id)).my_claim).toMatchObject({
      status: 'refused',
      reason: 'The bet was $0.10',
    });
    expect(await pointsOf(ctx, ann.id)).toBe(0);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'slot-challenges.refuse'));
    expect(entry!.reason).toBe('The bet was $0.10');
  });

  it('taking the last place closes the challenge and refuses the claims still waiting', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const [ann, ben, cat] = [await player(ctx, 'ann'), await player(ctx, 'ben'), await player(ctx, 'cat')];
    const first = await claimed(ann, c.id);
    await claimed(ben, c.id);
    await claimed(cat, c.id);
    expect((await approve(admin, first)).statusCode).toBe(200);
    const all = await queue(admin);
    expect(all.filter((q) => q.status === 'pending')).toEqual([]);
    expect(
      all
        .filter((q) => q.status === 'refused')
        .map((q) => [q.user.username, q.reason])
        .sort(),
    ).toEqual([
      ['ben', 'All places were taken'],
      ['cat', 'All places were taken'],
    ]);
    expect((await challengeOf(ben.agent, c.id)).my_claim?.reason).toBe('All places were taken');
    expectRefusal(await claimedRaw(ben, c.id), 409, 'slot_challenges.full');
  });

  it('a member promoted to staff cannot approve their own claim', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const ann = await player(ctx, 'ann');
    const id = await claimed(ann, c.id);
    const promoted = await signedIn(ctx, 'ann', 'Admin');
    expectRefusal(await approve(promoted, id), 403, 'slot_challenges.own_claim');
    expect((await queue(admin))[0]!.status).toBe('pending');
  });
});

const claimedRaw = (who: { agent: Awaited<ReturnType<typeof boss>>; casinoUsername: string }, id: number) =>
  who.agent.post(`/api/r/slot-challenges/${id}/claims`, {
    casino_username: who.casinoUsername,
    bet_url: 'https://roobet.com/bets/9',
  });
