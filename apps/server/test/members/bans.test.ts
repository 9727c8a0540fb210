import { auditPageSchema } from '@podium/shared/audit/schemas';
import { authErrorCodes } from '@podium/shared/auth/errors';
import { membersErrorCodes } from '@podium/shared/members/errors';
import { adminUserDetailSchema, adminUserRowSchema } from '@podium/shared/members/schemas';
import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { siteContext } from '../../src/features/audit/audit.usecases.ts';
import { sessions } from '../../src/features/auth/sessions.table.ts';
import { bonusHuntPredictions, bonusHunts } from '../../src/features/bonus-hunts/bonus-hunts.table.ts';
import { banMember } from '../../src/features/members/bans.usecases.ts';
import { users } from '../../src/features/users/users.table.ts';
import { freezeInTransaction } from '../../src/features/wager-raffles/draw.usecases.ts';
import { FakeDiscord } from '../fakes/fake-discord.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { Agent, json, signedIn, testConfig, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle, createUser } from '../helpers/factories.ts';
import {
  chatPayload,
  deliver,
  expectOutcome,
  followPayload,
  linkedMember,
  pointsOf,
  setUp,
} from '../kick/fixtures.ts';
import { enter, free } from '../raffles/fixtures.ts';
import { casino, createWagerRaffle, DAY, player, wager } from '../wager-raffles/fixtures.ts';

const discord = await new FakeDiscord().start();
const kick = await new FakeKick().start();
afterAll(() => Promise.all([discord.stop(), kick.stop()]));

const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        DISCORD_CLIENT_ID: discord.clientId,
        DISCORD_CLIENT_SECRET: discord.clientSecret,
        DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
        DISCORD_API_URL: discord.apiUrl,
        KICK_CLIENT_ID: kick.clientId,
        KICK_CLIENT_SECRET: kick.clientSecret,
        KICK_AUTH_URL: kick.baseUrl,
        KICK_API_URL: kick.baseUrl,
      }),
  },
);

const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const ban = (admin: Agent, id: number, reason = 'Chargeback fraud on the store') =>
  admin.post(`/api/admin/users/${id}/ban`, { reason });
const expectBanned = async (admin: Agent, id: number) => {
  const res = await ban(admin, id);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('banning a member', () => {
  it('ends every session of theirs at once, even those held in the session cache', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const phone = await signedIn(ctx, 'mallory');
    const laptop = await signedIn(ctx, 'mallory'); // a second session of the same member
    const id = await idOf('mallory');
    // Both sessions answered just now, so both are in the cache.
    expect((await phone.get('/api/r/store')).statusCode).toBe(200);
    expect((await laptop.get('/api/r/store')).statusCode).toBe(200);

    const res = await expectBanned(admin, id);
    expect(json(res).message).toBe('Member banned: signed out everywhere');
    expect(adminUserRowSchema.parse(json(res).data)).toMatchObject({ id, banned_at: expect.any(String) });

    // The very next request of either is a visitor's.
    expect((await phone.get('/api/r/store')).statusCode).toBe(401);
    expect((await laptop.get('/api/r/profile/points-history')).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it('puts the ban on record with the reason, and shows it to admins', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = (await createUser(ctx.db, { username: 'mallory' })).id;
    const res = await expectBanned(admin, id);
    const log = auditPageSchema.parse(json(await admin.get(`/api/admin/audit-log?member=${id}`)).data);
    expect(log.entries).toEqual([
      expect.objectContaining({
        actor: { id: await idOf('boss'), username: 'boss' },
        action: 'members.ban',
        target_member: { id, username: 'mallory' },
        reason: 'Chargeback fraud on the store',
        request_id: res.headers['x-request-id'],
      }),
    ]);
    const detail = adminUserDetailSchema.parse(json(await admin.get(`/api/admin/users/${id}`)).data);
    expect(detail.user).toMatchObject({
      banned_at: expect.any(String),
      ban_reason: 'Chargeback fraud on the store',
    });
    const list = json<{ data: { users: { id: number; banned_at: string | null }[] } }>(
      await admin.get('/api/admin/users?query=mallory'),
    );
    expect(list.data.users[0]).toMatchObject({ id, banned_at: expect.any(String) });
  });

  it('needs a reason', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = (await createUser(ctx.db)).id;
    const res = await admin.post(`/api/admin/users/${id}/ban`, { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toHaveProperty('reason');
  });

  it('refuses a ban of oneself, of a deleted member, twice, and of an unknown member', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const self = await ban(admin, await idOf('boss'));
    expect([self.statusCode, json(self).code]).toEqual([409, membersErrorCodes.ownBan]);

    const gone = await createUser(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const deleted = await ban(admin, gone.id);
    expect([deleted.statusCode, json(deleted).code]).toEqual([409, membersErrorCodes.banDeleted]);

    const member = await createUser(ctx.db);
    await expectBanned(admin, member.id);
    const twice = await ban(admin, member.id);
    expect([twice.statusCode, json(twice).code]).toEqual([409, membersErrorCodes.alreadyBanned]);

    expect((await ban(admin, 999_999)).statusCode).toBe(404);
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await ban(moderator, member.id)).statusCode).toBe(403);
  });

  it('never bans the last active Admin; a banned Admin counts for no quorum', async () => {
    const only = await createUser(ctx.db, { role: 'Admin' });
    await expect(banMember(ctx.db, siteContext(), only.id, 'A test')).rejects.toMatchObject({
      status: 409,
      code: membersErrorCodes.lastAdmin,
    });

    // Two Admins banning each other at once: one ban lands, the other finds its actor banned.
    const other = await createUser(ctx.db, { role: 'Admin' });
    const actor = (id: number) => ({ ...siteContext(), actorId: id });
    const results = await Promise.allSettled([
      banMember(ctx.db, actor(only.id), other.id, 'Mutual one'),
      banMember(ctx.db, actor(other.id), only.id, 'Mutual two'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const admins = await ctx.db.select().from(users).where(eq(users.role, 'Admin'));
    expect(admins.filter((a) => a.bannedAt === null)).toHaveLength(1);

    // The one left cannot be demoted: the banned Admin is no Admin to fall back on.
    const [left] = admins.filter((a) => a.bannedAt === null);
    const boss = await signedIn(ctx, 'boss', 'Admin');
    expect((await boss.put(`/api/admin/users/${left!.id}/role`, { role: 'Member' })).statusCode).toBe(200);
    await expect(banMember(ctx.db, siteContext(), await idOf('boss'), 'The last one')).rejects.toMatchObject({
      code: membersErrorCodes.lastAdmin,
    });
  });
});

describe('a banned member cannot sign in', () => {
  it('through Discord: back to /login with the ban and since when, and no session', async () => {
    discord.nextUser = {
      id: '80351110224678913',
      username: 'banned_bea',
      global_name: null,
      avatar: null,
      email: null,
    };
    const first = new Agent(ctx.app);
    const signIn = async (agent: Agent) => {
      const start = await agent.get('/auth/discord');
      const url = new URL(discord.consent(String(start.headers.location)));
      return agent.get(`${url.pathname}${url.search}`);
    };
    expect((await signIn(first)).headers.location).toBe('/');
    const id = await idOf('banned_bea');
    await expectBanned(await signedIn(ctx, 'boss', 'Admin'), id);

    const again = new Agent(ctx.app);
    const res = await signIn(again);
    expect(res.statusCode).toBe(302);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(res.headers.location).toBe(
      `/login?error=banned&since=${encodeURIComponent(row!.bannedAt!.toISOString())}`,
    );
    expect(res.cookies.find((c) => c.name === 'podium_session')).toBeUndefined();
    expect((await again.get('/api/r/store')).statusCode).toBe(401);
  });

  it('through the dev sign-in: refused with the ban and since when; after an unban they sign in again', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = (await createUser(ctx.db, { username: 'mallory' })).id;
    await expectBanned(admin, id);
    const agent = await visitor(ctx);
    const refused = await agent.post('/auth/dev-login', { username: 'mallory' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe(authErrorCodes.banned);
    expect(json(refused).message).toMatch(/^This account has been banned since \d{1,2} \w+ \d{4}\./);
    expect(json(refused).message).not.toContain('Chargeback'); // the reason is for staff

    const unban = await admin.post(`/api/admin/users/${id}/unban`, { reason: 'Paid back' });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(adminUserRowSchema.parse(json(unban).data).banned_at).toBeNull();
    const back = await agent.post('/auth/dev-login', { username: 'mallory' });
    expect(back.statusCode).toBe(200);
    expect((await agent.get('/api/r/store')).statusCode).toBe(200);

    const log = auditPageSchema.parse(json(await admin.get(`/api/admin/audit-log?member=${id}`)).data);
    expect(log.entries.map((e) => [e.action, e.reason])).toEqual([
      ['members.unban', 'Paid back'],
      ['members.ban', 'Chargeback fraud on the store'],
    ]);
    const again = await admin.post(`/api/admin/users/${id}/unban`, {});
    expect([again.statusCode, json(again).code]).toEqual([409, membersErrorCodes.notBanned]);
  });
});

describe('a banned member earns nothing', () => {
  it('no Kick chat points and no follow bonus', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick)), 'credited');
    await expectBanned(await signedIn(ctx, 'boss', 'Admin'), kate.id);
    await ctx.db.execute(sql`update kick_chat_earnings set last_credit_at = now() - interval '1 hour'`);
    await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', chatPayload(kate.kick)), 'banned');
    await expectOutcome(await deliver(ctx, kick, 'channel.followed', followPayload(kate.kick)), 'banned');
    expect(await pointsOf(ctx, kate.id)).toBe(5); // what was credited before stays
  });

  it('no wager-raffle tickets at the freeze, and out of the live numbering', async () => {
    const a = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
    const alice = await player(ctx.db, 'alice', { crypto: 'alice' });
    const bob = await player(ctx.db, 'bob', { crypto: 'bob' });
    await wager(ctx.db, a.periodId, 'alice', 100);
    await wager(ctx.db, a.periodId, 'bob', 50);
    const raffleId = await createWagerRaffle(ctx.db, [a.id]);
    await expectBanned(await signedIn(ctx, 'boss', 'Admin'), bob);

    const viewer = await visitor(ctx);
    const live = json<{ data: WagerRaffleDetail }>(await viewer.get(`/api/r/wager-raffles/${raffleId}`)).data;
    expect(live.total_tickets).toBe(10);
    expect(live.top_participants.map((p) => p.user.id)).toEqual([alice]);

    expect(await ctx.db.transaction((tx) => freezeInTransaction(tx, raffleId))).toBe(true);
    // Unbanned after the freeze: the frozen list stays as it was.
    await ctx.db.update(users).set({ bannedAt: null }).where(eq(users.id, bob));
    const frozen = json<{ data: WagerRaffleDetail }>(
      await viewer.get(`/api/r/wager-raffles/${raffleId}`),
    ).data;
    expect(frozen.total_tickets).toBe(10);
    expect(frozen.top_participants.map((p) => p.user.id)).toEqual([alice]);
  });
});

describe('a banned member is hidden from public lists', () => {
  it('their profile is not found; friends search, requests and mutual friends leave them out', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const viewer = await signedIn(ctx, 'viewer');
    const mallory = await signedIn(ctx, 'mallory');
    const id = await idOf('mallory');
    expect((await mallory.post('/api/r/friends/request', { user_id: await idOf('viewer') })).statusCode).toBe(
      200,
    );
    expect(json<{ data: unknown[] }>(await viewer.get('/api/r/friends/requests')).data).toHaveLength(1);
    expect(
      json<{ data: unknown[] }>(await viewer.get('/api/r/friends/search?query=mallory')).data,
    ).toHaveLength(1);
    expect((await viewer.get('/api/r/user/mallory')).statusCode).toBe(200);

    await expectBanned(admin, id);
    expect((await viewer.get('/api/r/user/mallory')).statusCode).toBe(404);
    expect(json<{ data: unknown[] }>(await viewer.get('/api/r/friends/search?query=mallory')).data).toEqual(
      [],
    );
    expect(json<{ data: unknown[] }>(await viewer.get('/api/r/friends/requests')).data).toEqual([]);
    expect((await viewer.get(`/api/r/friends/mutual/${id}`)).statusCode).toBe(404);
    expect((await viewer.post('/api/r/friends/request', { user_id: id })).statusCode).toBe(404);
  });

  it('raffle participants and bonus hunt predictions leave them out', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const raffleId = await createRaffle(ctx.db);
    const alice = await signedIn(ctx, 'alice');
    const mallory = await signedIn(ctx, 'mallory');
    await ctx.db.update(users).set({ kickUsername: 'k' }).where(eq(users.username, 'alice'));
    await ctx.db.update(users).set({ kickUsername: 'k2' }).where(eq(users.username, 'mallory'));
    ctx.app.deps.sessions.clear();
    expect((await enter(alice, raffleId, free)).statusCode).toBe(200);
    expect((await enter(mallory, raffleId, free)).statusCode).toBe(200);

    const [hunt] = await ctx.db
      .insert(bonusHunts)
      .values({ title: 'Hunt', startBalanceCents: 100_000 })
      .returning();
    for (const username of ['alice', 'mallory']) {
      await ctx.db.insert(bonusHuntPredictions).values({
        huntId: hunt!.id,
        userId: await idOf(username),
        endBalanceCents: 50_000,
        highestMultiplierHundredths: 10_000,
        highestMultiplierGame: 'Slot',
      });
    }
    await expectBanned(admin, await idOf('mallory'));

    const viewer = await visitor(ctx);
    const entries = json<{ data: { user: { username: string } }[] }>(
      await viewer.get(`/api/r/raffles/${raffleId}/entries`),
    ).data;
    expect(entries.map((e) => e.user.username)).toEqual(['alice']);
    const predictions = json<{ data: { user: { username: string } }[] }>(
      await viewer.get(`/api/r/bonus-hunts/${hunt!.id}/predictions`),
    ).data;
    expect(predictions.map((p) => p.user.username)).toEqual(['alice']);
  });
});
