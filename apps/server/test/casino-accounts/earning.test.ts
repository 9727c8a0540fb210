import { vipErrorCodes } from '@podium/shared/vip/errors';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { vipClaims } from '../../src/features/vip/vip.table.ts';
import { freezeInTransaction } from '../../src/features/wager-raffles/draw.usecases.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { claim, pointsOf, rewardsOf, tier, platform as vipPlatform, wager } from '../vip/fixtures.ts';
import { wager as addWager, casino, createWagerRaffle, DAY, detailOf } from '../wager-raffles/fixtures.ts';
import { accountByKey, link, verify } from './fixtures.ts';

const ctx = useTestApp();
const idOf = async (username: string) => (await findUserByUsername(ctx.db, username))!.id;

describe('the issue’s first reproduction: one casino account earns once', () => {
  it('a relinked account cannot claim a tier twice, nor get a second payout', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const gamdom = await vipPlatform(ctx, 'Gamdom', 1);
    await wager(ctx, gamdom.periodId, 'b_wagerfan', 12_345.67);
    const bronze = await tier(ctx, gamdom.id, { name: 'Bronze', min_wagered: 1000, reward_amount: 1000 });
    const silver = await tier(ctx, gamdom.id, { name: 'Silver', min_wagered: 5000, reward_amount: 1500 });
    const cash = await tier(ctx, gamdom.id, {
      name: 'Cash',
      min_wagered: 10_000,
      reward_type: 'cash',
      reward_amount: 25,
    });

    // A links it, it is verified, A claims all three, then clears the link.
    const a = await signedIn(ctx, 'member_a');
    await link(a, 'b_wagerfan');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    for (const t of [bronze, silver, cash]) expect((await claim(a, t.id)).statusCode).toBe(200);
    await link(a, null);

    // B links B_WAGERFAN: waiting for verification, nothing to claim.
    const b = await signedIn(ctx, 'member_b');
    await link(b, 'B_WAGERFAN');
    const waiting = (await rewardsOf(b)).tiers_by_platform.Gamdom!;
    expect(waiting.casino_account).toEqual({
      username: 'B_WAGERFAN',
      status: 'pending',
      refusal_reason: null,
    });
    expect(waiting.user_wagered).toBe(0);
    expect(waiting.tiers.every((t) => t.needs_verification && !t.can_claim)).toBe(true);
    const refused = await claim(b, bronze.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: vipErrorCodes.accountPending,
      message: 'Your Gamdom account is waiting for verification.',
    });

    // Verified for B: the wager counts, but every tier was claimed for this account.
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    const verified = (await rewardsOf(b)).tiers_by_platform.Gamdom!;
    expect(verified.user_wagered).toBe(12_345.67);
    expect(
      verified.tiers.map((t) => [t.name, t.already_claimed, t.claimed_for_account, t.can_claim]),
    ).toEqual([
      ['Bronze', true, true, false],
      ['Silver', true, true, false],
      ['Cash', true, true, false],
    ]);
    for (const t of [bronze, silver, cash]) {
      const res = await claim(b, t.id);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({
        code: vipErrorCodes.accountClaimed,
        message: 'Already claimed for this casino account.',
      });
    }
    const account = await accountByKey(ctx, 'b_wagerfan');
    expect(account.holderId).toBe(await idOf('member_b'));
    expect(await pointsOf(ctx, account.holderId!)).toBe(0);
    const sent = await ctx.db.select().from(payouts);
    expect(sent.map((p) => [p.userId, p.casinoAccountId])).toEqual([[await idOf('member_a'), account.id]]);
    const claims = await ctx.db.select().from(vipClaims);
    expect(claims.map((c) => [c.userId, c.casinoAccountId])).toEqual(
      Array.from({ length: 3 }, () => [expect.any(Number), account.id]),
    );
    expect(new Set(claims.map((c) => c.userId))).toEqual(new Set([await idOf('member_a')]));
  });

  it('the database refuses a second live claim of a tier for one account', async () => {
    const gamdom = await vipPlatform(ctx, 'Gamdom', 1);
    const bronze = await tier(ctx, gamdom.id, { name: 'Bronze', min_wagered: 0 });
    const a = await signedIn(ctx, 'member_a');
    const b = await signedIn(ctx, 'member_b');
    await link(a, 'shared_acc');
    const account = await accountByKey(ctx, 'shared_acc');
    const row = (user: number) => ({
      tierId: bronze.id,
      userId: user,
      casinoAccountId: account.id,
      rewardType: 'points' as const,
      rewardAmount: 1,
      wageredCents: 0,
    });
    await ctx.db.insert(vipClaims).values(row(account.holderId!));
    await expect(ctx.db.insert(vipClaims).values(row(await idOf('member_b')))).rejects.toThrow();
    expect(await ctx.db.select().from(vipClaims)).toHaveLength(1);
    expect(b).toBeDefined();
  });
});

describe('the issue’s second reproduction: an unverified account earns nothing', () => {
  it('no VIP tiers and no wager-raffle tickets until staff verify it; then it earns', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const window = { start: -3 * DAY, end: 3 * DAY };
    const roobet = await casino(ctx.db, 1, window);
    await addWager(ctx.db, roobet.periodId, 'whalewanda', 1520);
    await tier(ctx, roobet.id, { name: 'Bronze', min_wagered: 1000, reward_amount: 2500 });
    const raffleId = await createWagerRaffle(ctx.db, [roobet.id]);

    const newcomer = await signedIn(ctx, 'newcomer');
    expect((await link(newcomer, 'WhaleWanda')).status).toBe(200);
    const vip = (await rewardsOf(newcomer)).tiers_by_platform;
    const tab = Object.values(vip)[0]!;
    expect(tab.user_wagered).toBe(0);
    expect(tab.tiers[0]).toMatchObject({ eligible: false, can_claim: false, needs_verification: true });
    expect((await claim(newcomer, tab.tiers[0]!.id)).statusCode).toBe(409);
    expect((await detailOf(newcomer, raffleId)).user_ticket?.ticket_count ?? 0).toBe(0);
    expect((await detailOf(newcomer, raffleId)).total_tickets).toBe(0);

    await verify(admin, (await accountByKey(ctx, 'whalewanda')).id);
    expect((await detailOf(newcomer, raffleId)).user_ticket?.ticket_count).toBe(152);
    expect((await claim(newcomer, tab.tiers[0]!.id)).statusCode).toBe(200);
  });

  it('a refused account earns nothing and says so', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const gamdom = await vipPlatform(ctx, 'Gamdom', 1);
    const bronze = await tier(ctx, gamdom.id, { name: 'Bronze', min_wagered: 0 });
    const me = await signedIn(ctx, 'member_a');
    await link(me, 'not_mine');
    const id = (await accountByKey(ctx, 'not_mine')).id;
    expect(
      (await admin.post(`/api/admin/casino-accounts/${id}/refuse`, { reason: 'No proof' })).statusCode,
    ).toBe(200);
    const res = await claim(me, bronze.id);
    expect(json(res).code).toBe(vipErrorCodes.accountRefused);
    const { body } = await link(me, 'not_mine');
    expect(body.casino_accounts[0]).toMatchObject({ status: 'refused', refusal_reason: 'No proof' });
  });
});

describe('wager-raffle tickets are per account', () => {
  it('a relinked account’s wager is in one range at the freeze, its holder’s then', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const window = { start: -3 * DAY, end: 3 * DAY };
    const roobet = await casino(ctx.db, 1, window);
    await addWager(ctx.db, roobet.periodId, 'b_wagerfan', 500);
    const raffleId = await createWagerRaffle(ctx.db, [roobet.id]);
    const a = await signedIn(ctx, 'member_a');
    const b = await signedIn(ctx, 'member_b');
    await link(a, 'b_wagerfan');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    expect((await detailOf(a, raffleId)).user_ticket?.ticket_count).toBe(50);
    await link(a, null);
    await link(b, 'B_WagerFan');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    expect(await ctx.db.transaction((tx) => freezeInTransaction(tx, raffleId))).toBe(true);
    const seenByB = await detailOf(b, raffleId);
    expect(seenByB.total_tickets).toBe(50);
    expect(seenByB.user_ticket?.ticket_count).toBe(50);
    expect((await detailOf(a, raffleId)).user_ticket?.ticket_count ?? 0).toBe(0);
    // After the freeze, handing the account back to A and verifying it gives no second range.
    await link(b, null);
    await link(a, 'b_wagerfan');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    expect((await detailOf(a, raffleId)).user_ticket?.ticket_count ?? 0).toBe(0);
    expect((await detailOf(a, raffleId)).total_tickets).toBe(50);
  });
});
