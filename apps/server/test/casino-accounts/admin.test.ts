import { casinoAccountErrorCodes } from '@podium/shared/casino-accounts/errors';
import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { accountByKey, casinoAudit, decide, link, queue } from './fixtures.ts';

const ctx = useTestApp();
const idOf = async (username: string) => (await findUserByUsername(ctx.db, username))!.id;

describe('GET /api/admin/casino-accounts', () => {
  it('is for Admins: pending first, filtered by state and by a part of the name or the holder', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await moderator.get('/api/admin/casino-accounts')).statusCode).toBe(403);
    await link(await signedIn(ctx, 'alice'), 'alice_r', 'alice_g');
    await link(await signedIn(ctx, 'bob'), 'bob_r');
    await decide(admin, (await accountByKey(ctx, 'alice_g')).id, 'verify');

    const all = await queue(admin);
    expect(all.total).toBe(3);
    expect(all.accounts.map((a) => [a.username, a.status])).toEqual([
      ['alice_r', 'pending'],
      ['bob_r', 'pending'],
      ['alice_g', 'verified'],
    ]);
    expect(all.accounts[0]).toMatchObject({
      slot: 1,
      casino: expect.any(String),
      account_key: 'alice_r',
      holder: { id: await idOf('alice'), username: 'alice' },
      decided_by: null,
      wagered: 0,
    });
    expect(all.accounts[2]!.decided_by).toEqual({ id: await idOf('boss'), username: 'boss' });
    expect((await queue(admin, '?status=verified')).accounts.map((a) => a.username)).toEqual(['alice_g']);
    expect((await queue(admin, '?q=bob')).accounts.map((a) => a.username)).toEqual(['bob_r']);
  });
});

describe('verify and refuse', () => {
  it('are on record with the state before and after, the reason and the member', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await link(await signedIn(ctx, 'alice'), 'alice_r');
    const id = (await accountByKey(ctx, 'alice_r')).id;

    const refused = await decide(admin, id, 'refuse', { reason: 'No' });
    expect(refused.statusCode).toBe(400);
    expect((await decide(admin, id, 'refuse', { reason: 'Not the casino profile shown' })).statusCode).toBe(
      200,
    );
    expect(json(await decide(admin, id, 'refuse', { reason: 'Again please' })).code).toBe(
      casinoAccountErrorCodes.alreadyRefused,
    );
    expect((await decide(admin, id, 'verify')).statusCode).toBe(200);
    expect(json(await decide(admin, id, 'verify')).code).toBe(casinoAccountErrorCodes.alreadyVerified);
    expect(await accountByKey(ctx, 'alice_r')).toMatchObject({
      status: 'verified',
      refusalReason: null,
      decidedBy: await idOf('boss'),
    });

    const entries = await casinoAudit(ctx);
    expect(entries.map((e) => [e.action, e.targetUserId, e.actorId, e.reason])).toEqual([
      ['casino-accounts.refuse', await idOf('alice'), await idOf('boss'), 'Not the casino profile shown'],
      ['casino-accounts.verify', await idOf('alice'), await idOf('boss'), null],
    ]);
    expect(entries[0]!.before).toMatchObject({ status: 'pending', username: 'alice_r' });
    expect(entries[0]!.after).toMatchObject({ status: 'refused' });
    expect(entries[1]!.after).toMatchObject({ status: 'verified' });
  });

  it('staff never decide their own account, and a released account has no one to decide for', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await link(admin, 'boss_r');
    const own = await decide(admin, (await accountByKey(ctx, 'boss_r')).id, 'verify');
    expect(own.statusCode).toBe(403);
    expect(json(own)).toMatchObject({
      code: casinoAccountErrorCodes.ownAccount,
      message: 'This is your own casino account: another admin must decide it.',
    });
    const other = await signedIn(ctx, 'other_admin', 'Admin');
    expect((await decide(other, (await accountByKey(ctx, 'boss_r')).id, 'verify')).statusCode).toBe(200);

    const leaver = await signedIn(ctx, 'leaver');
    await link(leaver, 'gone_r');
    await link(leaver, null);
    const released = await decide(admin, (await accountByKey(ctx, 'gone_r')).id, 'verify');
    expect(json(released).code).toBe(casinoAccountErrorCodes.released);
    expect((await decide(admin, 99_999, 'verify')).statusCode).toBe(404);
    expect((await casinoAudit(ctx)).map((e) => e.actorId)).toEqual([await idOf('other_admin')]);
  });
});

describe('move', () => {
  it('moves an account to another member with a reason: pending unless verified, Settings follow', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await link(await signedIn(ctx, 'alice'), 'shared_r');
    await signedIn(ctx, 'bob');
    const id = (await accountByKey(ctx, 'shared_r')).id;
    await decide(admin, id, 'verify');

    const res = await decide(admin, id, 'move', {
      user_id: await idOf('bob'),
      reason: 'Bob showed the profile',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountByKey(ctx, 'shared_r')).toMatchObject({
      holderId: await idOf('bob'),
      status: 'pending',
    });
    expect((await findUserByUsername(ctx.db, 'alice'))!.crypto).toBeNull();
    expect((await findUserByUsername(ctx.db, 'bob'))!.crypto).toBe('shared_r');

    const back = await decide(admin, id, 'move', {
      user_id: await idOf('alice'),
      reason: 'It was hers after all',
      verify: true,
    });
    expect(back.statusCode).toBe(200);
    expect(await accountByKey(ctx, 'shared_r')).toMatchObject({
      holderId: await idOf('alice'),
      status: 'verified',
    });

    const moves = (await casinoAudit(ctx)).filter((e) => e.action === 'casino-accounts.move');
    expect(moves.map((e) => [e.targetUserId, e.reason])).toEqual([
      [await idOf('bob'), 'Bob showed the profile'],
      [await idOf('alice'), 'It was hers after all'],
    ]);
    expect(moves[0]!.before).toMatchObject({ holder_id: await idOf('alice'), status: 'verified' });
    expect(moves[0]!.after).toMatchObject({ holder_id: await idOf('bob'), status: 'pending' });
  });

  it('refuses a destination that holds another account there, is inactive, the holder, or the admin', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await link(await signedIn(ctx, 'alice'), 'alice_r');
    await link(await signedIn(ctx, 'bob'), 'bob_r');
    const id = (await accountByKey(ctx, 'alice_r')).id;
    const move = async (user_id: number) =>
      json(await decide(admin, id, 'move', { user_id, reason: 'Because' })).code;
    expect(await move(await idOf('bob'))).toBe(casinoAccountErrorCodes.moveTargetLinked);
    expect(await move(await idOf('alice'))).toBe(casinoAccountErrorCodes.moveSameHolder);
    expect(await move(await idOf('boss'))).toBe(casinoAccountErrorCodes.ownAccount);
    expect(await move(99_999)).toBe(casinoAccountErrorCodes.moveTargetNotFound);
    const banned = await signedIn(ctx, 'banned');
    await admin.post(`/api/admin/users/${await idOf('banned')}/ban`, { reason: 'Alternate account' });
    expect(banned).toBeDefined();
    expect(await move(await idOf('banned'))).toBe(casinoAccountErrorCodes.moveTargetNotFound);
    expect((await casinoAudit(ctx)).filter((e) => e.action === 'casino-accounts.move')).toEqual([]);
  });

  it('is for Admins only', async () => {
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    await link(await signedIn(ctx, 'alice'), 'alice_r');
    const id = (await accountByKey(ctx, 'alice_r')).id;
    const res = await decide(moderator, id, 'move', { user_id: await idOf('mod'), reason: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect((await decide(moderator, id, 'verify')).statusCode).toBe(403);
  });
});
