import { auditPageSchema } from '@podium/shared/audit/schemas';
import {
  adminPointsResultSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  membersMessages,
} from '@podium/shared/members/schemas';
import { pointsTransactionSchema } from '@podium/shared/points/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteContext } from '../../src/features/audit/audit.usecases.ts';
import { assignRole, setRole } from '../../src/features/members/roles.usecases.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
/** An admin acting outside a request (the concurrency tests call the use case directly). */
const actor = (id: number) => ({ ...siteContext(), actorId: id });
const admin = () => signedIn(ctx, 'boss', 'Admin');
const balance = async (id: number) =>
  (await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, id)))[0]?.points;

describe('admin members: access', () => {
  it('refuses a points adjustment without the CSRF token and changes nothing', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const res = await a.request({
      method: 'POST',
      url: `/api/admin/users/${member.id}/points`,
      payload: { amount: 500, reason: 'Giveaway winner' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await balance(member.id)).toBe(0);
    expect(await ctx.db.select().from(pointsTransactions)).toEqual([]);
  });
});

describe('admin members: search', () => {
  it('lists members newest first, 25 a page, with the total', async () => {
    const a = await admin(); // 'boss' is the first member
    for (let i = 1; i <= 30; i++) await createUser(ctx.db, { username: `member${i}` });
    const first = adminUsersPageSchema.parse(json(await a.get('/api/admin/users')).data);
    expect(first).toMatchObject({ page: 1, page_size: 25, total: 31 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]?.username).toBe('member30');
    const second = adminUsersPageSchema.parse(json(await a.get('/api/admin/users?page=2')).data);
    expect(second.users.map((u) => u.username)).toEqual([
      'member5',
      'member4',
      'member3',
      'member2',
      'member1',
      'boss',
    ]);
    const beyond = adminUsersPageSchema.parse(json(await a.get('/api/admin/users?page=9')).data);
    expect(beyond).toMatchObject({ users: [], total: 31 });
  });

  it('matches username, name and Kick username case-insensitively', async () => {
    const a = await admin();
    await createUser(ctx.db, { username: 'SpinKing' });
    const named = await createUser(ctx.db, { username: 'zed' });
    await ctx.db.update(users).set({ name: 'The Spinner' }).where(eq(users.id, named.id));
    await createUser(ctx.db, { username: 'quiet', kickUsername: 'SPINfan' });
    await createUser(ctx.db, { username: 'nobody' });
    const res = adminUsersPageSchema.parse(json(await a.get('/api/admin/users?query=spin')).data);
    expect(res.users.map((u) => u.username).sort()).toEqual(['SpinKing', 'quiet', 'zed']);
    expect(res.total).toBe(3);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const a = await admin();
    await createUser(ctx.db, { username: 'under_score' });
    await createUser(ctx.db, { username: 'underXscore' });
    await createUser(ctx.db, { username: 'hundred' });
    const search = async (q: string) =>
      adminUsersPageSchema
        .parse(json(await a.get(`/api/admin/users?query=${encodeURIComponent(q)}`)).data)
        .users.map((u) => u.username);
    expect(await search('under_')).toEqual(['under_score']);
    expect(await search('%')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });

  it('answers 400, not 500, for a page that is not a number', async () => {
    const a = await admin();
    const res = await a.get('/api/admin/users?page=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors as object)).toEqual(['page']);
  });
});

describe('admin members: one member', () => {
  it('shows private fields, badges, unlocked achievements and the latest 50 ledger rows', async () => {
    const a = await admin();
    const member = await createUser(ctx.db, { username: 'whale', kickUsername: 'whale_tv' });
    await ctx.db
      .update(users)
      .set({ email: 'whale@example.com', bio: 'Big spender', crypto: 'whale_rb', twitterUser: 'whale' })
      .where(eq(users.id, member.id));
    for (let i = 1; i <= 60; i++) {
      await applyLedger(ctx.db, { userId: member.id, amount: i, kind: 'chat', reason: `Chat ${i}` });
    }
    const detail = adminUserDetailSchema.parse(json(await a.get(`/api/admin/users/${member.id}`)).data);
    expect(detail.user).toMatchObject({
      id: member.id,
      username: 'whale',
      kick_username: 'whale_tv',
      email: 'whale@example.com',
      bio: 'Big spender',
      crypto: 'whale_rb',
      twitter_user: 'whale',
      points: 1830,
      level: 1,
    });
    expect(detail.history).toHaveLength(50);
    expect(detail.history[0]).toMatchObject({ amount: 60, reason: 'Chat 60', balance_after: 1830 });
    expect(detail.history.at(-1)?.amount).toBe(11);

    const older = await a.get(
      `/api/admin/users/${member.id}/points-history?before=${detail.history.at(-1)?.id}`,
    );
    const rows = json(older).data as { amount: number }[];
    expect(rows.map((r) => r.amount)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('answers 404 for an unknown member or a malformed id', async () => {
    const a = await admin();
    expect((await a.get('/api/admin/users/999')).statusCode).toBe(404);
    expect((await a.get('/api/admin/users/abc')).statusCode).toBe(404);
    expect((await a.get('/api/admin/users/999/points-history')).statusCode).toBe(404);
    expect((await a.get('/api/admin/users/1/points-history?before=x')).statusCode).toBe(400);
  });
});

describe('admin members: roles', () => {
  it('changes a role, and the new role takes effect at once', async () => {
    const a = await admin();
    const helper = await signedIn(ctx, 'helper');
    const helperId = (await ctx.db.select().from(users).where(eq(users.username, 'helper')))[0]!.id;
    expect((await helper.get('/api/admin/users')).statusCode).toBe(403);
    const res = await a.put(`/api/admin/users/${helperId}/role`, { role: 'Admin' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Role updated');
    expect(adminUserRowSchema.parse(json(res).data)).toMatchObject({ id: helperId, role: 'Admin' });
    expect((await helper.get('/api/admin/users')).statusCode).toBe(200);
    // On record, with who, on whom, before → after and the request it came from.
    const log = auditPageSchema.parse(json(await a.get(`/api/admin/audit-log?member=${helperId}`)).data);
    expect(log.entries).toEqual([
      expect.objectContaining({
        actor: { id: expect.any(Number), username: 'boss' },
        action: 'members.role',
        target_type: 'member',
        target_id: String(helperId),
        target_member: { id: helperId, username: 'helper' },
        before: { role: 'Member' },
        after: { role: 'Admin' },
        request_id: res.headers['x-request-id'],
      }),
    ]);
  });

  it('refuses an admin changing their own role', async () => {
    const a = await admin();
    const [me] = await ctx.db.select().from(users).where(eq(users.username, 'boss'));
    const res = await a.put(`/api/admin/users/${me!.id}/role`, { role: 'Member' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('You cannot change your own role.');
    expect((await ctx.db.select().from(users).where(eq(users.id, me!.id)))[0]?.role).toBe('Admin');
  });

  it('refuses an unknown role with a field error and an unknown member with 404', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const bad = await a.put(`/api/admin/users/${member.id}/role`, { role: 'Owner' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors as object)).toEqual(['role']);
    expect((await a.put('/api/admin/users/999/role', { role: 'VIP' })).statusCode).toBe(404);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const one = await createUser(ctx.db, { role: 'Admin' });
    const two = await createUser(ctx.db, { role: 'Admin' });
    for (let round = 0; round < 5; round++) {
      await ctx.db.update(users).set({ role: 'Admin' });
      const results = await Promise.allSettled([
        setRole(ctx.db, actor(one.id), two.id, 'Member'),
        setRole(ctx.db, actor(two.id), one.id, 'Member'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 403 });
      expect(await ctx.db.select().from(users).where(eq(users.role, 'Admin'))).toHaveLength(1);
    }
  });
});

describe('admin members: deleted members and the last Admin', () => {
  const deleted = async () => {
    const gone = await createUser(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    return gone;
  };

  it('refuses a role or points for a member who deleted their account, and changes nothing', async () => {
    const a = await admin();
    const gone = await deleted();
    const role = await a.put(`/api/admin/users/${gone.id}/role`, { role: 'Admin' });
    expect(role.statusCode).toBe(409);
    expect(json(role)).toMatchObject({ code: 'members.deleted', message: membersMessages.deleted });
    const points = await a.post(`/api/admin/users/${gone.id}/points`, { amount: 50, reason: 'Giveaway' });
    expect(points.statusCode).toBe(409);
    expect(json(points).code).toBe('members.deleted');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, gone.id));
    expect(row).toMatchObject({ role: 'Member', points: 0 });
    expect(await ctx.db.select().from(pointsTransactions)).toEqual([]);
  });

  it('counts only active Admins: the last real Admin cannot delete their account beside a deleted one', async () => {
    const boss = await admin();
    const gone = await deleted();
    await ctx.db.update(users).set({ role: 'Admin' }).where(eq(users.id, gone.id)); // an old row, say
    const res = await boss.post('/api/r/account/delete', { confirm_username: 'boss' });
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('account.last_admin');
  });

  it('never demotes the last active Admin, whoever asks (assignRole)', async () => {
    const only = await createUser(ctx.db, { role: 'Admin' });
    const gone = await deleted();
    await ctx.db.update(users).set({ role: 'Admin' }).where(eq(users.id, gone.id));
    await expect(
      ctx.db.transaction((tx) => assignRole(tx, siteContext(), only.id, 'Member')),
    ).rejects.toMatchObject({
      status: 409,
      code: 'members.last_admin',
    });
    const deputy = await createUser(ctx.db, { role: 'Admin' });
    const change = await ctx.db.transaction((tx) => assignRole(tx, actor(deputy.id), only.id, 'Moderator'));
    expect(change).toMatchObject({ before: 'Admin', user: { role: 'Moderator' } });
  });
});

describe('admin members: points adjustments', () => {
  it('credits with a ledger row naming the admin, which the member sees in their own history', async () => {
    const a = await admin();
    const [me] = await ctx.db.select().from(users).where(eq(users.username, 'boss'));
    const memberAgent = await signedIn(ctx, 'lucky');
    const [member] = await ctx.db.select().from(users).where(eq(users.username, 'lucky'));
    const res = await a.post(`/api/admin/users/${member!.id}/points`, {
      amount: 250,
      reason: 'Stream giveaway',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Points adjusted');
    const body = adminPointsResultSchema.parse(json(res).data);
    expect(body).toMatchObject({
      points: 250,
      xp: 0,
      transaction: {
        kind: 'admin_adjustment',
        amount: 250,
        reason: 'Stream giveaway',
        balance_after: 250,
        actor: { id: me!.id, username: 'boss' },
      },
    });
    const [row] = await ctx.db.select().from(pointsTransactions);
    expect(row).toMatchObject({ userId: member!.id, actorId: me!.id, kind: 'admin_adjustment', amount: 250 });
    const own = json(await memberAgent.get('/api/r/profile/points-history')).data;
    expect(pointsTransactionSchema.array().parse(own)).toEqual([
      expect.objectContaining({ id: row!.id, kind: 'admin_adjustment', amount: 250, balance_after: 250 }),
    ]);
    expect(await balance(member!.id)).toBe(250);
  });

  it('debits down to zero but refuses to go below it, changing nothing', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    await a.post(`/api/admin/users/${member.id}/points`, { amount: 100, reason: 'Welcome bonus' });
    const over = await a.post(`/api/admin/users/${member.id}/points`, { amount: -101, reason: 'Chargeback' });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe('Insufficient Points');
    expect(json(over).code).toBe('points.insufficient');
    expect(await balance(member.id)).toBe(100);
    expect(await ctx.db.select().from(pointsTransactions)).toHaveLength(1);

    const exact = await a.post(`/api/admin/users/${member.id}/points`, {
      amount: -100,
      reason: 'Chargeback',
    });
    expect(exact.statusCode).toBe(200);
    expect(adminPointsResultSchema.parse(json(exact).data).points).toBe(0);
    expect(await balance(member.id)).toBe(0);
  });

  it('refuses bad input with field errors', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const url = `/api/admin/users/${member.id}/points`;
    const cases: [unknown, string[]][] = [
      [{ amount: 0, reason: 'Nothing at all' }, ['amount']],
      [{ amount: 1.5, reason: 'Half a point' }, ['amount']],
      [{ amount: '10', reason: 'A string' }, ['amount']],
      [{ amount: 20_000_000, reason: 'Too many' }, ['amount']],
      [{ amount: 10, reason: '  x ' }, ['reason']],
      [{ amount: 10 }, ['reason']],
      [{}, ['amount', 'reason']],
    ];
    for (const [payload, fields] of cases) {
      const res = await a.post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(json(res).errors as object).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    expect(await balance(member.id)).toBe(0);
  });

  it('answers 404 for an unknown member', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/users/999/points', { amount: 10, reason: 'Nobody home' });
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.select().from(pointsTransactions)).toEqual([]);
  });
});
