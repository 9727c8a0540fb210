import { pointsTransactionSchema } from '@podium/shared/points/schemas';
import { type Profile, profileSchema } from '@podium/shared/profile/schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { badges, userBadges } from '../../src/features/achievements/achievements.table.ts';
import {
  ensureDefaultAchievements,
  unlockReached,
} from '../../src/features/achievements/achievements.usecases.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
beforeEach(() => ensureDefaultAchievements(ctx.db));

const profileOf = async (username: string, agent?: Awaited<ReturnType<typeof visitor>>) => {
  const res = agent
    ? await agent.get(`/api/r/user/${username}`)
    : await ctx.app.inject(`/api/r/user/${username}`);
  return { res, profile: json<{ success: boolean; data: Profile }>(res).data };
};

const setPoints = (id: number, points: number, xp = 0) =>
  ctx.db.update(users).set({ points, xp }).where(eq(users.id, id));

describe('GET /api/r/user/{username}', () => {
  it('answers every field of both profile readings, and nothing else', async () => {
    const user = await createUser(ctx.db, { username: 'Alice', kickUsername: 'alice_kick' });
    await ctx.db
      .update(users)
      .set({ name: 'Alice A', bio: 'Hi', twitterUser: 'alice', points: 120, xp: 2345 })
      .where(eq(users.id, user.id));
    const { res, profile } = await profileOf('alice');
    expect(res.statusCode).toBe(200);
    expect(() => profileSchema.strict().parse(profile)).not.toThrow();
    expect(profile).toMatchObject({
      id: user.id,
      username: 'Alice',
      display_name: 'Alice A',
      global_name: 'Alice A',
      kick_username: 'alice_kick',
      bio: 'Hi',
      points: 120,
      xp: 2345,
      level: 3,
      xp_next_level: 1000,
      rank: 1,
      banner_url: null,
      website: null,
      twitter: 'alice',
      twitter_user: 'alice',
      avatar_url: `/avatars/default-${user.id % 5}.svg`,
      bonus_hunt_predictions: 0,
      tournament_predictions: 0,
      raffle_entries: 0,
      recent_activity: { bonus_hunt_predictions: [], tournament_predictions: [], raffle_entries: [] },
      friends_count: 0,
      is_own_profile: false,
      friendship: null,
    });
    expect(profile.member_since).toBe(profile.created_at);
    expect(profile.last_seen).toBe(profile.last_active);
    expect(new Date(profile.last_active).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('falls back to the username as display name when the member has no name', async () => {
    await createUser(ctx.db, { username: 'noname' });
    const { profile } = await profileOf('noname');
    expect(profile.display_name).toBe('noname');
    expect(profile.global_name).toBeNull();
  });

  it('finds the member whatever the case of the username', async () => {
    await createUser(ctx.db, { username: 'MixedCase' });
    expect((await profileOf('mixedcase')).profile.username).toBe('MixedCase');
    expect((await profileOf('MIXEDCASE')).profile.username).toBe('MixedCase');
  });

  it('answers 404 "User not found" for an unknown member', async () => {
    const res = await ctx.app.inject('/api/r/user/ghost');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, message: 'User not found' });
    expect(json(res).code).toBe('profile.user_not_found');
    expect((await ctx.app.inject(`/api/r/user/${'x'.repeat(99)}`)).statusCode).toBe(404);
  });

  it('ranks by points: 1 + members with more points, ties share a rank', async () => {
    const names = ['top', 'tie1', 'tie2', 'low', 'zero'];
    const pts = [500, 300, 300, 100, 0];
    for (const [i, username] of names.entries()) {
      const u = await createUser(ctx.db, { username });
      await setPoints(u.id, pts[i]!);
    }
    const ranks = [];
    for (const n of names) ranks.push((await profileOf(n)).profile.rank);
    expect(ranks).toEqual([1, 2, 2, 4, 5]);
    expect((await profileOf('low')).profile.stats.rank).toBe(4);
  });

  it('computes the level from XP: floor(xp/1000)+1, next level at 1000', async () => {
    const cases: [number, number][] = [
      [0, 1],
      [999, 1],
      [1000, 2],
      [25_999, 26],
    ];
    for (const [xp, level] of cases) {
      const u = await createUser(ctx.db);
      await setPoints(u.id, 0, xp);
      const { profile } = await profileOf(u.username);
      expect([profile.xp, profile.level, profile.xp_next_level]).toEqual([xp, level, 1000]);
    }
  });

  it('lists the active catalogue with unlocked ones first (newest first), then locked', async () => {
    const u = await createUser(ctx.db, { username: 'achiever' });
    await unlockReached(ctx.db, u.id, 'friends', 1); // First Friend
    await new Promise((r) => setTimeout(r, 5));
    await unlockReached(ctx.db, u.id, 'level', 5); // Rising Star
    const { profile } = await profileOf('achiever');
    expect(profile.achievements.slice(0, 2).map((a) => [a.title, a.name, a.unlocked])).toEqual([
      ['Rising Star', 'Rising Star', true],
      ['First Friend', 'First Friend', true],
    ]);
    expect(profile.achievements.slice(2).every((a) => !a.unlocked && a.unlocked_at === null)).toBe(true);
    expect(profile.achievements).toHaveLength(11);
    expect(profile.achievements_count).toBe(2);
    expect(profile.stats.achievement_count).toBe(2);
  });

  it('shows the badges an admin granted', async () => {
    const u = await createUser(ctx.db, { username: 'badged' });
    const [badge] = await ctx.db
      .insert(badges)
      .values({ name: 'OG', icon: 'crown', description: 'Early member' })
      .returning();
    await ctx.db.insert(badges).values({ name: 'Not granted', icon: 'x' });
    await ctx.db.insert(userBadges).values({ userId: u.id, badgeId: badge!.id });
    const { profile } = await profileOf('badged');
    expect(profile.badges).toEqual([
      { id: badge!.id, name: 'OG', icon: 'crown', description: 'Early member' },
    ]);
  });

  it('marks the viewer’s own profile and gives it no friendship', async () => {
    const me = await signedIn(ctx, 'selfie');
    const { profile } = await profileOf('selfie', me);
    expect(profile.is_own_profile).toBe(true);
    expect(profile.friendship).toBeNull();
  });

  it('gives a signed-out visitor no friendship', async () => {
    await createUser(ctx.db, { username: 'bob' });
    const { profile } = await profileOf('bob', await visitor(ctx));
    expect(profile.friendship).toBeNull();
    expect(profile.is_own_profile).toBe(false);
  });

  it('shows the friendship from the viewer’s side', async () => {
    const alice = await signedIn(ctx, 'alice');
    const bob = await signedIn(ctx, 'bob');
    const bobProfile = (await profileOf('bob', alice)).profile;
    expect(bobProfile.friendship).toEqual({
      id: null,
      status: null,
      sender_id: null,
      can_send_request: true,
      can_accept: false,
      can_decline: false,
      can_remove: false,
    });
    const sent = await alice.post('/api/r/friends/request', { user_id: bobProfile.id });
    const id = json<{ data: { friendship_id: number } }>(sent).data.friendship_id;
    const aliceId = (await profileOf('alice')).profile.id;
    expect((await profileOf('bob', alice)).profile.friendship).toEqual({
      id,
      status: 'pending',
      sender_id: aliceId,
      can_send_request: false,
      can_accept: false,
      can_decline: false,
      can_remove: false,
    });
    expect((await profileOf('alice', bob)).profile.friendship).toMatchObject({
      id,
      status: 'pending',
      can_accept: true,
      can_decline: true,
      can_remove: false,
    });
    await bob.post(`/api/r/friends/${id}/accept`);
    for (const [agent, name] of [
      [alice, 'bob'],
      [bob, 'alice'],
    ] as const) {
      const { profile } = await profileOf(name, agent);
      expect(profile.friendship).toMatchObject({
        id,
        status: 'accepted',
        can_remove: true,
        can_accept: false,
      });
      expect(profile.friends_count).toBe(1);
    }
  });

  it('counts only accepted friendships', async () => {
    const u = await createUser(ctx.db, { username: 'popular' });
    const others = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    await ctx.db.insert(friendships).values([
      { senderId: u.id, receiverId: others[0]!.id, status: 'accepted' },
      { senderId: others[1]!.id, receiverId: u.id, status: 'accepted' },
      { senderId: others[2]!.id, receiverId: u.id, status: 'pending' },
    ]);
    expect((await profileOf('popular')).profile.friends_count).toBe(2);
  });
});

describe('GET /api/r/profile/points-history', () => {
  it('lists the signed-in member’s own transactions, newest first, with the running balance', async () => {
    const me = await signedIn(ctx, 'saver');
    const other = await createUser(ctx.db, { username: 'other' });
    const [mine] = await ctx.db.select().from(users).where(eq(users.username, 'saver'));
    await applyLedger(ctx.db, { userId: mine!.id, amount: 100, xp: 10, kind: 'admin', reason: 'Welcome' });
    await applyLedger(ctx.db, { userId: mine!.id, amount: -30, kind: 'store', reason: 'Mug' });
    await applyLedger(ctx.db, { userId: other.id, amount: 999, kind: 'admin', reason: 'Not yours' });
    const res = await me.get('/api/r/profile/points-history');
    expect(res.statusCode).toBe(200);
    const rows = json<{ data: unknown[] }>(res).data.map((r) => pointsTransactionSchema.strict().parse(r));
    expect(rows.map((r) => [r.reason, r.amount, r.balance_after])).toEqual([
      ['Mug', -30, 70],
      ['Welcome', 100, 100],
    ]);
    const older = json<{ data: { reason: string }[] }>(
      await me.get(`/api/r/profile/points-history?before=${rows[0]!.id}`),
    ).data;
    expect(older.map((r) => r.reason)).toEqual(['Welcome']);
  });

  it('needs a signed-in member (401) and ignores any attempt to name another member', async () => {
    const other = await createUser(ctx.db, { username: 'victim' });
    await applyLedger(ctx.db, { userId: other.id, amount: 50, kind: 'admin', reason: 'Secret' });
    expect((await ctx.app.inject('/api/r/profile/points-history')).statusCode).toBe(401);
    const snoop = await signedIn(ctx, 'snoop');
    const res = await snoop.get(`/api/r/profile/points-history?user_id=${other.id}&username=victim`);
    expect(json(res).data).toEqual([]);
  });

  it('refuses a malformed cursor with 400', async () => {
    const me = await signedIn(ctx, 'cursor');
    expect((await me.get('/api/r/profile/points-history?before=abc')).statusCode).toBe(400);
    expect((await me.get('/api/r/profile/points-history?before=99999999999')).statusCode).toBe(400);
  });
});
