import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casinoAccounts } from '../../src/features/casino-accounts/casino-accounts.table.ts';
import { requestPayout } from '../../src/features/payouts/payouts.usecases.ts';
import { A as HA, makeHunt, predict as predictHunt, recordWin } from '../bonus-hunts/fixtures.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { member } from '../raffles/fixtures.ts';
import { approve, boss, casino, claimed, player, postChallenge } from '../slot-challenges/fixtures.ts';
import {
  byRound,
  makeTournament,
  predict as predictBracket,
  record,
  A as TA,
} from '../tournaments/fixtures.ts';
import { kindsOf, listOf } from './fixtures.ts';

// Each event wired to `notify` writes its member's notification once, in its own transaction: the
// real action run twice (or a second time refused) leaves one (decision 062).
const ctx = useTestApp();

describe('notifications written by the events they tell of', () => {
  it('friend request received: once per request, to the receiver only', async () => {
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    expect((await bob.agent.post('/api/r/friends/request', { user_id: alice.id })).statusCode).toBe(200);
    expect((await bob.agent.post('/api/r/friends/request', { user_id: alice.id })).statusCode).toBe(409);
    const rows = await kindsOf(ctx, alice.id, 'friend_request');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({ from_user_id: bob.id, from_username: 'bob' });
    expect(await kindsOf(ctx, bob.id, 'friend_request')).toHaveLength(0);
    const [shown] = (await listOf(alice.agent)).notifications;
    expect(shown).toMatchObject({ kind: 'friend_request', read_at: null });
  });

  it('payout marked paid: once (a second "paid" is refused); a rejection tells nothing', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const alice = await member(ctx, 'alice');
    const owe = (sourceId: number) =>
      requestPayout(ctx.db, {
        userId: alice.id,
        source: 'vip_reward',
        sourceId,
        amountCents: 2550,
        description: 'VIP reward: Gold',
        platformId: null,
        casinoUsername: 'alice_c',
      });
    const paid = await owe(1);
    const rejected = await owe(2);
    const pay = () => admin.post(`/api/admin/payouts/${paid}/paid`, { reference: 'tip-1' });
    expect((await pay()).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(409);
    const reject = await admin.post(`/api/admin/payouts/${rejected}/reject`, { reason: 'Wrong casino' });
    expect(reject.statusCode, reject.body).toBe(200);
    const rows = await kindsOf(ctx, alice.id, 'payout_sent');
    expect(rows.map((r) => r.data)).toEqual([
      { payout_id: paid, amount_cents: 2550, description: 'VIP reward: Gold' },
    ]);
  });

  it('staff reply on a ticket: one per reply; the member’s own reply and a staff note tell nothing', async () => {
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    const alice = await member(ctx, 'alice');
    const opened = await alice.agent.post('/api/r/tickets', {
      category: 'account',
      subject: 'My account',
      message: 'Please help',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticketId = json<{ data: { id: number } }>(opened).data.id;
    expect((await mod.post(`/api/staff/tickets/${ticketId}/reply`, { message: 'On it' })).statusCode).toBe(
      200,
    );
    expect(
      (await mod.post(`/api/staff/tickets/${ticketId}/notes`, { message: 'Staff only' })).statusCode,
    ).toBe(200);
    expect(
      (await alice.agent.post(`/api/r/tickets/${ticketId}/reply`, { message: 'Thanks' })).statusCode,
    ).toBe(200);
    expect((await mod.post(`/api/staff/tickets/${ticketId}/reply`, { message: 'Done' })).statusCode).toBe(
      200,
    );
    const rows = await kindsOf(ctx, alice.id, 'ticket_reply');
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.ref)).size).toBe(2);
    expect(rows[0]!.data).toEqual({ ticket_id: ticketId, subject: 'My account' });
    expect(await kindsOf(ctx, (await member(ctx, 'mod')).id, 'ticket_reply')).toHaveLength(0);
  });

  it('casino account verified or refused: once per decision', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const alice = await member(ctx, 'alice');
    await linkCasino(ctx.db, alice.id, { crypto: 'alice_rb' }, 'pending');
    const [account] = await ctx.db.select().from(casinoAccounts).where(eq(casinoAccounts.holderId, alice.id));
    const verify = () => admin.post(`/api/admin/casino-accounts/${account!.id}/verify`, {});
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(409);
    const refused = await admin.post(`/api/admin/casino-accounts/${account!.id}/refuse`, {
      reason: 'Not yours',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    const verified = await kindsOf(ctx, alice.id, 'casino_account_verified');
    expect(verified).toHaveLength(2);
    expect(verified[0]!.data).toMatchObject({ username: 'alice_rb' });
    const refusals = await kindsOf(ctx, alice.id, 'casino_account_refused');
    expect(refusals.map((r) => r.data)).toEqual([expect.objectContaining({ reason: 'Not yours' })]);
  });

  it('ban lifted: once per ban (a second unban is refused)', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const alice = await member(ctx, 'alice');
    const ban = () => admin.post(`/api/admin/users/${alice.id}/ban`, { reason: 'Spamming chat' });
    const unban = () => admin.post(`/api/admin/users/${alice.id}/unban`, {});
    expect((await ban()).statusCode).toBe(200);
    expect((await unban()).statusCode).toBe(200);
    expect((await unban()).statusCode).toBe(409);
    expect(await kindsOf(ctx, alice.id, 'ban_lifted')).toHaveLength(1);
    expect((await ban()).statusCode).toBe(200);
    expect((await unban()).statusCode).toBe(200);
    expect(await kindsOf(ctx, alice.id, 'ban_lifted')).toHaveLength(2);
  });

  it('slot challenge claim approved: once (approving again is refused)', async () => {
    const admin = await boss(ctx);
    const platform = await casino(ctx);
    const alice = await player(ctx, 'alice');
    const challenge = await postChallenge(admin, platform.id, { places: 2 });
    const claimId = await claimed(alice, challenge.id);
    expect((await approve(admin, claimId)).statusCode).toBe(200);
    expect((await approve(admin, claimId)).statusCode).toBe(409);
    const rows = await kindsOf(ctx, alice.id, 'challenge_won');
    expect(rows.map((r) => r.data)).toEqual([
      { challenge_id: challenge.id, slot: 'Gates of Olympus', prize: '500 points' },
    ]);
  });

  it('tournament paid: once per member paid, not again when a result is corrected', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    const t = await makeTournament(admin, 4, { name: 'Stream Cup' });
    const [m1, m2] = byRound(t, 1);
    expect(
      (await predictBracket(alice.agent, t.id, [{ match_id: m1!.id, winner_name: 'Slot 1' }])).statusCode,
    ).toBe(200);
    expect(
      (await predictBracket(bob.agent, t.id, [{ match_id: m1!.id, winner_name: 'Slot 2' }])).statusCode,
    ).toBe(200);
    await record(admin, t, m1!, 1);
    const semis = await record(admin, t, m2!, 2);
    const final = byRound(semis, 2)[0]!;
    const result = { slot1_multiplier: 3, slot2_multiplier: 9.5 };
    expect((await admin.post(`${TA}/${t.id}/matches/${final.id}/result`, result)).statusCode).toBe(200);
    expect((await admin.post(`${TA}/${t.id}/matches/${final.id}/result`, result)).statusCode).toBe(409);
    const corrected = await admin.post(`${TA}/${t.id}/matches/${final.id}/correct`, {
      slot1_multiplier: 10,
      slot2_multiplier: 9.5,
      reason: 'Misread',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const rows = await kindsOf(ctx, alice.id, 'tournament_won');
    expect(rows.map((r) => r.data)).toEqual([
      { tournament_id: t.id, title: 'Stream Cup', prize: '10 points and 5 XP', perfect: false },
    ]);
    // Bob's only pick was wrong: nothing won, nothing told.
    expect(await kindsOf(ctx, bob.id, 'tournament_won')).toHaveLength(0);
  });

  it('bonus hunt won: once (finishing again is refused)', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice');
    const { hunt, games } = await makeHunt(admin, { title: 'Friday hunt', prize_points: 100, prize_xp: 0 });
    const guess = { end_balance: 400, highest_multiplier: 50, highest_multiplier_game: 'Mental' };
    expect((await predictHunt(alice.agent, hunt.id, guess)).statusCode).toBe(200);
    for (const [i, win] of [100, 300, 0].entries()) await recordWin(admin, hunt.id, games[i]!.id, win);
    expect((await admin.post(`${HA}/${hunt.id}/finish`)).statusCode).toBe(200);
    expect((await admin.post(`${HA}/${hunt.id}/finish`)).statusCode).toBe(409);
    const rows = await kindsOf(ctx, alice.id, 'hunt_won');
    expect(rows.map((r) => r.data)).toEqual([
      { hunt_id: hunt.id, title: 'Friday hunt', prize: '200 points' },
    ]);
  });
});
