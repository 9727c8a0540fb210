import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { achievements, userAchievements } from '../../src/features/achievements/achievements.table.ts';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';

// Meaningful on PostgreSQL (TEST_DB=postgres), where the requests really overlap; on PGlite the
// same assertions hold with the requests serialised.
const ctx = useTestApp();
beforeEach(() => ensureDefaultAchievements(ctx.db));

async function member(username: string): Promise<{ agent: Agent; id: number }> {
  const agent = await signedIn(ctx, username);
  return { agent, id: (await findUserByUsername(ctx.db, username))!.id };
}

describe('friendship under concurrent requests', () => {
  it('two members sending each other a request at the same moment get one pending row and one 409', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member(`a${round}`);
      const b = await member(`b${round}`);
      const results = await Promise.all([
        a.agent.post('/api/r/friends/request', { user_id: b.id }),
        b.agent.post('/api/r/friends/request', { user_id: a.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(json(loser).message).toBe('This member already sent you a friend request. Accept it instead.');
      const rows = await ctx.db.select().from(friendships).where(eq(friendships.senderId, a.id));
      const reverse = await ctx.db.select().from(friendships).where(eq(friendships.senderId, b.id));
      expect([...rows, ...reverse]).toHaveLength(1);
      expect([...rows, ...reverse][0]!.status).toBe('pending');
    }
  });

  it('many identical requests at once still make one row', async () => {
    const a = await member('eager');
    const b = await member('target');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => a.agent.post('/api/r/friends/request', { user_id: b.id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await ctx.db.$count(friendships)).toBe(1);
  });

  it('accept racing a withdrawal ends with no friendship and consistent achievements', async () => {
    const [firstFriend] = await ctx.db
      .select()
      .from(achievements)
      .where(eq(achievements.key, 'first_friend'));
    for (let round = 0; round < 5; round++) {
      const a = await member(`s${round}`);
      const b = await member(`r${round}`);
      const sent = await a.agent.post('/api/r/friends/request', { user_id: b.id });
      const id = json<{ data: { friendship_id: number } }>(sent).data.friendship_id;
      const [accept, remove] = await Promise.all([
        b.agent.post(`/api/r/friends/${id}/accept`),
        a.agent.delete(`/api/r/friends/${id}`),
      ]);
      expect(remove.statusCode).toBe(200);
      expect([200, 404]).toContain(accept.statusCode);
      expect(await ctx.db.$count(friendships, eq(friendships.id, id))).toBe(0);
      const unlocked = await ctx.db
        .select()
        .from(userAchievements)
        .where(eq(userAchievements.achievementId, firstFriend!.id));
      const forPair = unlocked.filter((u) => u.userId === a.id || u.userId === b.id);
      expect(forPair).toHaveLength(accept.statusCode === 200 ? 2 : 0);
    }
  });

  it('a double-clicked accept accepts once and unlocks First Friend once per member', async () => {
    const a = await member('clicker_a');
    const b = await member('clicker_b');
    const sent = await a.agent.post('/api/r/friends/request', { user_id: b.id });
    const id = json<{ data: { friendship_id: number } }>(sent).data.friendship_id;
    const results = await Promise.all([1, 2, 3].map(() => b.agent.post(`/api/r/friends/${id}/accept`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.$count(userAchievements)).toBe(2);
  });
});
