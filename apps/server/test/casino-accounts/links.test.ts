import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { profileErrorCodes } from '@podium/shared/profile/errors';
import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { accountByKey, accountRows, link, verify } from './fixtures.ts';

const ctx = useTestApp();

describe('casino account keys (decision 042)', () => {
  it('are one rule: trimmed, lower case, no whitespace or invisible characters', () => {
    expect(casinoAccountKey('  B_WagerFan ')).toBe('b_wagerfan');
    expect(casinoAccountKey('Whale Wanda')).toBe('whalewanda');
    expect(casinoAccountKey('a\u200bb\tc')).toBe('abc');
    expect(casinoAccountKey('   ')).toBeNull();
    expect(casinoAccountKey(null)).toBeNull();
  });
});

describe('linking casino accounts through POST /api/r/profile/update', () => {
  it('links a new account as pending, answers its state, and keeps the Settings fields as typed', async () => {
    const me = await signedIn(ctx, 'alice');
    const { status, body } = await link(me, 'B_WagerFan', 'gam_alice');
    expect(status).toBe(200);
    expect(body.casino_accounts).toEqual([
      { slot: 1, field: 'crypto', username: 'B_WagerFan', status: 'pending', refusal_reason: null },
      { slot: 2, field: 'crypto2', username: 'gam_alice', status: 'pending', refusal_reason: null },
    ]);
    const mine = await me.get('/api/r/profile/casino-accounts');
    expect(json<{ data: unknown }>(mine).data).toEqual(body.casino_accounts);
    const row = (await findUserByUsername(ctx.db, 'alice'))!;
    expect([row.crypto, row.crypto2, row.crypto3]).toEqual(['B_WagerFan', 'gam_alice', null]);
    expect((await accountByKey(ctx, 'b_wagerfan')).holderId).toBe(row.id);
  });

  it('needs a signed-in member to read the states', async () => {
    expect((await (await visitor(ctx)).get('/api/r/profile/casino-accounts')).statusCode).toBe(401);
  });

  it('keeps the account and its state when the same name is typed in another case', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const me = await signedIn(ctx, 'alice');
    await link(me, 'whale');
    await verify(admin, (await accountByKey(ctx, 'whale')).id);
    const { body } = await link(me, 'WHALE');
    expect(body.casino_accounts[0]).toMatchObject({ username: 'WHALE', status: 'verified' });
    expect(await accountRows(ctx)).toHaveLength(1);
  });

  it('releases a cleared link (the row stays) and gives a released account to the next member, pending', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const a = await signedIn(ctx, 'member_a');
    const b = await signedIn(ctx, 'member_b');
    await link(a, 'b_wagerfan');
    const account = await accountByKey(ctx, 'b_wagerfan');
    await verify(admin, account.id);

    // While A holds it, B is refused with the existing words, under the field.
    const taken = await link(b, 'B_WAGERFAN');
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(profileErrorCodes.casinoTaken);
    expect(taken.body.errors).toHaveProperty('crypto');

    expect((await link(a, null)).body.casino_accounts).toEqual([]);
    const released = await accountByKey(ctx, 'b_wagerfan');
    expect(released).toMatchObject({ id: account.id, holderId: null, status: 'verified' });

    const relinked = await link(b, 'B_WAGERFAN');
    expect(relinked.status).toBe(200);
    expect(relinked.body.casino_accounts).toEqual([
      { slot: 1, field: 'crypto', username: 'B_WAGERFAN', status: 'pending', refusal_reason: null },
    ]);
    const row = await accountByKey(ctx, 'b_wagerfan');
    const bId = (await findUserByUsername(ctx.db, 'member_b'))!.id;
    // The same row: never a second account for one key, and never an inherited verification.
    expect(row).toMatchObject({ id: account.id, holderId: bId, status: 'pending', decidedBy: null });
    expect(await accountRows(ctx)).toHaveLength(1);
  });

  it('a deleted member’s accounts are released', async () => {
    const me = await signedIn(ctx, 'leaver');
    await link(me, 'leaver_c');
    const res = await me.post('/api/r/account/delete', { confirm_username: 'leaver' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await accountByKey(ctx, 'leaver_c')).holderId).toBeNull();
  });

  it('two members linking one released account at the same moment: one wins, one gets 409', async () => {
    for (let round = 0; round < 4; round++) {
      const first = await signedIn(ctx, `first${round}`);
      await link(first, `Released${round}`);
      await link(first, null);
      const a = await signedIn(ctx, `ra${round}`);
      const b = await signedIn(ctx, `rb${round}`);
      const results = await Promise.all([link(a, `released${round}`), link(b, `RELEASED${round}`)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const row = await accountByKey(ctx, `released${round}`);
      const winner = results[0]!.status === 200 ? `ra${round}` : `rb${round}`;
      expect(row.holderId).toBe((await findUserByUsername(ctx.db, winner))!.id);
      expect(row.status).toBe('pending');
    }
  });
});
