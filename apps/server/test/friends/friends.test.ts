import { userSummarySchema } from '@podium/shared/common/user';
import { friendRequestSchema, friendSearchResultSchema } from '@podium/shared/friends/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { achievements, userAchievements } from '../../src/features/achievements/achievements.table.ts';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
beforeEach(() => ensureDefaultAchievements(ctx.db));

interface Member {
  agent: Agent;
  id: number;
}
async function member(username: string): Promise<Member> {
  const agent = await signedIn(ctx, username);
  return { agent, id: (await findUserByUsername(ctx.db, username))!.id };
}

const request = (from: Member, to: Member | number) =>
  from.agent.post('/api/r/friends/request', { user_id: typeof to === 'number' ? to : to.id });
const friendshipIdOf = (res: Awaited<ReturnType<typeof request>>) =>
  json<{ data: { friendship_id: number } }>(res).data.friendship_id;

async function friends(a: Member, b: Member): Promise<number> {
  const id = friendshipIdOf(await request(a, b));
  expect((await b.agent.post(`/api/r/friends/${id}/accept`)).statusCode).toBe(200);
  return id;
}

const viewOf = async (viewer: Member, other: Member) => {
  const username = (await ctx.db.select().from(users).where(eq(users.id, other.id)))[0]!.username;
  return json<{ data: { friendship: unknown } }>(await viewer.agent.get(`/api/r/user/${username}`)).data
    .friendship;
};

describe('POST /api/r/friends/request', () => {
  it('sends a request (none → pending) and answers its id', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const res = await request(alice, bob);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Friend request sent successfully',
      data: { friendship_id: expect.any(Number) },
    });
    const rows = await ctx.db.select().from(friendships);
    expect(rows).toEqual([
      expect.objectContaining({
        senderId: alice.id,
        receiverId: bob.id,
        status: 'pending',
        acceptedAt: null,
      }),
    ]);
  });

  it('refuses a request to oneself with 400', async () => {
    const alice = await member('alice');
    const res = await request(alice, alice);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('You cannot send a friend request to yourself.');
  });

  it('answers 404 for an unknown member, 400 for a missing or malformed user_id', async () => {
    const alice = await member('alice');
    expect((await request(alice, 4242)).statusCode).toBe(404);
    expect(json(await request(alice, 4242)).message).toBe('User not found');
    expect(json(await request(alice, 4242)).code).toBe('friends.user_not_found');
    expect((await request(alice, 99_999_999_999)).statusCode).toBe(404);
    expect((await alice.agent.post('/api/r/friends/request', {})).statusCode).toBe(400);
    const bad = await alice.agent.post('/api/r/friends/request', { user_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toHaveProperty('user_id');
    expect((await alice.agent.post('/api/r/friends/request', { user_id: -3 })).statusCode).toBe(400);
  });

  it('refuses a second request while one is pending (409)', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    await request(alice, bob);
    const res = await request(alice, bob);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A friend request is already pending.');
  });

  it('tells a member who was already sent a request to accept it instead (409)', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    await request(alice, bob);
    const res = await request(bob, alice);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This member already sent you a friend request. Accept it instead.');
    expect(await ctx.db.$count(friendships)).toBe(1);
  });

  it('refuses a request between friends in either direction (409)', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    await friends(alice, bob);
    for (const [a, b] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await request(a, b);
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe('You are already friends.');
      expect(json(res).code).toBe('friends.already_friends');
    }
  });

  it('needs a signed-in member (401) and the CSRF token (403)', async () => {
    const bob = await createUser(ctx.db, { username: 'bob' });
    const anon = await visitor(ctx);
    expect((await anon.post('/api/r/friends/request', { user_id: bob.id })).statusCode).toBe(401);
    const alice = await member('alice');
    const noCsrf = await alice.agent.request({
      method: 'POST',
      url: '/api/r/friends/request',
      payload: { user_id: bob.id },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await ctx.db.$count(friendships)).toBe(0);
  });
});

describe('POST /api/r/friends/{id}/accept', () => {
  it('lets the receiver accept (pending → accepted) and both see can_remove', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const id = friendshipIdOf(await request(alice, bob));
    const res = await bob.agent.post(`/api/r/friends/${id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Friend request accepted', data: { friendship_id: id } });
    const [row] = await ctx.db.select().from(friendships);
    expect(row!.status).toBe('accepted');
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(await viewOf(alice, bob)).toMatchObject({ status: 'accepted', can_remove: true });
    expect(await viewOf(bob, alice)).toMatchObject({ status: 'accepted', can_remove: true });
  });

  it('does not let the sender or a stranger accept (404), nor accept twice (409)', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const carol = await member('carol');
    const id = friendshipIdOf(await request(alice, bob));
    expect((await alice.agent.post(`/api/r/friends/${id}/accept`)).statusCode).toBe(404);
    const stranger = await carol.agent.post(`/api/r/friends/${id}/accept`);
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger).message).toBe('Friend request not found.');
    expect((await bob.agent.post(`/api/r/friends/${id}/accept`)).statusCode).toBe(200);
    const again = await bob.agent.post(`/api/r/friends/${id}/accept`);
    expect(again.statusCode).toBe(409);
    expect((await bob.agent.post('/api/r/friends/999/accept')).statusCode).toBe(404);
    expect((await bob.agent.post('/api/r/friends/abc/accept')).statusCode).toBe(404);
  });

  it('unlocks First Friend for both members, once however often they re-friend', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const firstFriend = (
      await ctx.db.select().from(achievements).where(eq(achievements.key, 'first_friend'))
    )[0]!;
    const unlocks = () =>
      ctx.db.select().from(userAchievements).where(eq(userAchievements.achievementId, firstFriend.id));
    const id = await friends(alice, bob);
    expect((await unlocks()).map((u) => u.userId).sort()).toEqual([alice.id, bob.id].sort());
    await alice.agent.delete(`/api/r/friends/${id}`);
    await friends(bob, alice);
    expect(await unlocks()).toHaveLength(2);
  });

  it('unlocks Squad Up at the fifth friend', async () => {
    const hub = await member('hub');
    const squad = (await ctx.db.select().from(achievements).where(eq(achievements.key, 'squad')))[0]!;
    const hasSquad = async () =>
      (
        await ctx.db
          .select()
          .from(userAchievements)
          .where(and(eq(userAchievements.userId, hub.id), eq(userAchievements.achievementId, squad.id)))
      ).length;
    for (let i = 1; i <= 5; i++) {
      expect(await hasSquad()).toBe(0);
      await friends(await member(`pal${i}`), hub);
    }
    expect(await hasSquad()).toBe(1);
  });
});

describe('POST /api/r/friends/{id}/decline', () => {
  it('lets the receiver decline (pending → none): the row is gone and a new request can follow', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const id = friendshipIdOf(await request(alice, bob));
    const res = await bob.agent.post(`/api/r/friends/${id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: 'Friend request declined', data: null });
    expect(await ctx.db.$count(friendships)).toBe(0);
    expect(await viewOf(alice, bob)).toMatchObject({ id: null, can_send_request: true });
    expect((await request(alice, bob)).statusCode).toBe(200);
  });

  it('only the receiver declines a pending request (404 otherwise, 409 once accepted)', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const carol = await member('carol');
    const id = friendshipIdOf(await request(alice, bob));
    expect((await alice.agent.post(`/api/r/friends/${id}/decline`)).statusCode).toBe(404);
    expect((await carol.agent.post(`/api/r/friends/${id}/decline`)).statusCode).toBe(404);
    await bob.agent.post(`/api/r/friends/${id}/accept`);
    expect((await bob.agent.post(`/api/r/friends/${id}/decline`)).statusCode).toBe(409);
    expect(await ctx.db.$count(friendships)).toBe(1);
  });
});

describe('DELETE /api/r/friends/{id}', () => {
  it('lets either friend remove the friendship (accepted → none)', async () => {
    for (const remover of [0, 1]) {
      const a = await member(`a${remover}`);
      const b = await member(`b${remover}`);
      const id = await friends(a, b);
      const res = await [a, b][remover]!.agent.delete(`/api/r/friends/${id}`);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ success: true, message: 'Friend removed successfully' });
      expect(await viewOf(a, b)).toMatchObject({ status: null, can_send_request: true });
      expect((await a.agent.delete(`/api/r/friends/${id}`)).statusCode).toBe(404);
    }
  });

  it('lets the sender withdraw a pending request, but not the receiver or a stranger', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const carol = await member('carol');
    const id = friendshipIdOf(await request(alice, bob));
    expect((await bob.agent.delete(`/api/r/friends/${id}`)).statusCode).toBe(409);
    expect((await carol.agent.delete(`/api/r/friends/${id}`)).statusCode).toBe(404);
    expect(await ctx.db.$count(friendships)).toBe(1);
    expect((await alice.agent.delete(`/api/r/friends/${id}`)).statusCode).toBe(200);
    expect(await ctx.db.$count(friendships)).toBe(0);
  });

  it('does not let a stranger remove someone else’s friendship', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const carol = await member('carol');
    const id = await friends(alice, bob);
    expect((await carol.agent.delete(`/api/r/friends/${id}`)).statusCode).toBe(404);
    expect(await ctx.db.$count(friendships)).toBe(1);
  });
});

describe('GET /api/r/friends/search', () => {
  it('finds members by username or name (case-insensitive substring), not the viewer, with friendships', async () => {
    const viewer = await member('searcher');
    const sam = await member('Samantha');
    const other = await createUser(ctx.db, { username: 'zed' });
    await ctx.db.update(users).set({ name: 'Big SAMmy' }).where(eq(users.id, other.id));
    await createUser(ctx.db, { username: 'unrelated' });
    await request(viewer, sam);
    const res = await viewer.agent.get('/api/r/friends/search?query=sam');
    expect(res.statusCode).toBe(200);
    const rows = json<{ data: unknown[] }>(res).data.map((r) => friendSearchResultSchema.strict().parse(r));
    expect(rows.map((r) => r.username)).toEqual(['Samantha', 'zed']);
    expect(rows[0]!.friendship).toMatchObject({ status: 'pending', sender_id: viewer.id, can_accept: false });
    expect(rows[1]!.friendship).toMatchObject({ id: null, can_send_request: true });
    const self = json<{ data: unknown[] }>(await viewer.agent.get('/api/r/friends/search?query=searcher'));
    expect(self.data).toEqual([]);
  });

  it('answers [] for an empty or one-character query and caps results at 20', async () => {
    const viewer = await member('viewer');
    for (let i = 0; i < 25; i++) await createUser(ctx.db, { username: `crowd${i}` });
    expect(json(await viewer.agent.get('/api/r/friends/search?query=')).data).toEqual([]);
    expect(json(await viewer.agent.get('/api/r/friends/search?query=c')).data).toEqual([]);
    expect(json(await viewer.agent.get('/api/r/friends/search')).data).toEqual([]);
    expect(
      json<{ data: unknown[] }>(await viewer.agent.get('/api/r/friends/search?query=crowd')).data,
    ).toHaveLength(20);
  });

  it('treats % and _ as plain characters', async () => {
    const viewer = await member('viewer');
    await createUser(ctx.db, { username: 'under_score' });
    await createUser(ctx.db, { username: 'underXscore' });
    const found = json<{ data: { username: string }[] }>(
      await viewer.agent.get(`/api/r/friends/search?query=${encodeURIComponent('r_s')}`),
    ).data;
    expect(found.map((u) => u.username)).toEqual(['under_score']);
    expect(
      json(await viewer.agent.get(`/api/r/friends/search?query=${encodeURIComponent('%%')}`)).data,
    ).toEqual([]);
  });

  it('needs a signed-in member (401)', async () => {
    expect((await ctx.app.inject('/api/r/friends/search?query=abc')).statusCode).toBe(401);
  });
});

describe('GET /api/r/friends/requests', () => {
  it('lists pending requests others sent the viewer, newest first', async () => {
    const me = await member('me');
    const first = await member('first');
    const second = await member('second');
    const mine = await member('mine');
    await request(first, me);
    await new Promise((r) => setTimeout(r, 5));
    await request(second, me);
    await request(me, mine);
    const accepted = await member('accepted');
    await friends(accepted, me);
    const res = await me.agent.get('/api/r/friends/requests');
    const rows = json<{ data: unknown[] }>(res).data.map((r) => friendRequestSchema.strict().parse(r));
    expect(rows.map((r) => r.user.username)).toEqual(['second', 'first']);
    expect(rows[0]!.user).toMatchObject({ id: second.id, display_name: 'second' });
    expect((await ctx.app.inject('/api/r/friends/requests')).statusCode).toBe(401);
  });
});

describe('GET /api/r/friends/mutual/{userId}', () => {
  it('lists accepted friends the viewer and the member have in common', async () => {
    const me = await member('me');
    const them = await member('them');
    const both1 = await member('both1');
    const both2 = await member('both2');
    const onlyMine = await member('onlymine');
    const pendingBoth = await member('pendingboth');
    await friends(me, both1);
    await friends(both1, them);
    await friends(both2, me);
    await friends(them, both2);
    await friends(me, onlyMine);
    await friends(me, pendingBoth);
    await request(pendingBoth, them);
    const res = await me.agent.get(`/api/r/friends/mutual/${them.id}`);
    expect(res.statusCode).toBe(200);
    const rows = json<{ data: unknown[] }>(res).data.map((r) => userSummarySchema.strict().parse(r));
    expect(rows.map((r) => r.username)).toEqual(['both1', 'both2']);
  });

  it('answers 404 for an unknown member and 401 when signed out', async () => {
    const me = await member('me');
    expect((await me.agent.get('/api/r/friends/mutual/9999')).statusCode).toBe(404);
    expect((await me.agent.get('/api/r/friends/mutual/abc')).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/r/friends/mutual/${me.id}`)).statusCode).toBe(401);
  });
});
