import type { PayoutPage } from '@podium/shared/payouts/schemas';
import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { claim, tier, platform as vipPlatform, wager } from '../vip/fixtures.ts';
import { wager as addWager, casino, createWagerRaffle, DAY, player } from '../wager-raffles/fixtures.ts';
import { accountByKey, link, verify } from './fixtures.ts';

const ctx = useTestApp();

async function payoutPage(admin: Awaited<ReturnType<typeof signedIn>>) {
  const res = await admin.get('/api/admin/payouts');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: PayoutPage }>(res).data;
}

describe('the payout queue flags where a payout goes (decision 042)', () => {
  it('flags a payout whose account was relinked, and two members’ payouts to one account', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const gamdom = await vipPlatform(ctx, 'Gamdom', 1);
    await wager(ctx, gamdom.periodId, 'b_wagerfan', 12_345.67);
    const first = await tier(ctx, gamdom.id, { name: 'Cash 1', reward_type: 'cash', reward_amount: 25 });
    const second = await tier(ctx, gamdom.id, { name: 'Cash 2', reward_type: 'cash', reward_amount: 30 });

    const a = await signedIn(ctx, 'member_a');
    await link(a, 'b_wagerfan');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    const fromA = json<{ data: { payout_id: number } }>(await claim(a, first.id)).data.payout_id;
    expect((await payoutPage(admin)).payouts[0]!.flags).toEqual([]);

    await link(a, null);
    const b = await signedIn(ctx, 'member_b');
    await link(b, 'B_WAGERFAN');
    await verify(admin, (await accountByKey(ctx, 'b_wagerfan')).id);
    const fromB = json<{ data: { payout_id: number } }>(await claim(b, second.id)).data.payout_id;

    const rows = (await payoutPage(admin)).payouts;
    const account = await accountByKey(ctx, 'b_wagerfan');
    const aRow = rows.find((p) => p.id === fromA)!;
    const bRow = rows.find((p) => p.id === fromB)!;
    expect(aRow.casino_account_id).toBe(account.id);
    expect(aRow.flags).toEqual([
      { kind: 'relinked', message: 'Relinked since requested', other_payout_id: null },
      {
        kind: 'shared_target',
        message: `Same casino account as payout #${fromB} (member_b)`,
        other_payout_id: fromB,
      },
    ]);
    expect(bRow.flags).toEqual([
      {
        kind: 'shared_target',
        message: `Same casino account as payout #${fromA} (member_a)`,
        other_payout_id: fromA,
      },
    ]);

    // A decided payout carries no flags; a rejected one is no longer a shared target.
    await admin.post(`/api/admin/payouts/${fromA}/reject`, { reason: 'Account moved on' });
    const after = (await payoutPage(admin)).payouts;
    expect(after.find((p) => p.id === fromA)!.flags).toEqual([]);
    expect(after.find((p) => p.id === fromB)!.flags).toEqual([]);
  });

  it('a wager-raffle cash prize goes to the first verified account, never to a pending one', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const window = { start: -3 * DAY, end: 3 * DAY };
    const first = await casino(ctx.db, 1, window);
    const second = await casino(ctx.db, 2, window);
    const winner = await player(ctx.db, 'winner', { crypto: 'pending_name' }, 'pending');
    await linkCasino(ctx.db, winner, { crypto2: 'verified_name' });
    await addWager(ctx.db, first.periodId, 'pending_name', 5000);
    await addWager(ctx.db, second.periodId, 'verified_name', 100);
    const raffleId = await createWagerRaffle(ctx.db, [first.id, second.id], {
      prizes: [{ prize_type: 'cash', prize_value: 25, description: 'Cash tip' }],
    });
    const res = await admin.post(`/api/admin/wager-raffles/${raffleId}/draw`);
    expect(res.statusCode, res.body).toBe(200);
    const [payout] = (await payoutPage(admin)).payouts;
    expect(payout).toMatchObject({
      user: { id: winner },
      casino_username: 'verified_name',
      casino_account_id: (await accountByKey(ctx, 'verified_name')).id,
      platform: { id: second.id },
    });
  });
});
