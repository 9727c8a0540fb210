import { describe, expect, it } from 'vitest';
import { buildLeaderboardPayload } from '../../src/features/leaderboard/leaderboard.payload.ts';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

describe('demo seed', () => {
  it('creates the admin, moderator and a member with a Kick link, and full boards', async () => {
    expect(await seedDemoIfEmpty(ctx.db)).toBe(true);
    expect((await findUserByUsername(ctx.db, 'admin'))?.role).toBe('Admin');
    expect((await findUserByUsername(ctx.db, 'moderator'))?.role).toBe('Moderator');
    const member = await findUserByUsername(ctx.db, 'member');
    expect(member?.role).toBe('Member');
    expect(member?.kickUsername).toBeTruthy();
    expect(await ctx.db.$count(users)).toBeGreaterThanOrEqual(20);
    const payload = await buildLeaderboardPayload(ctx.db);
    expect(payload.platforms.map((p) => p.slug)).toEqual(['roobet', 'gamdom', 'shuffle']);
    for (const board of Object.values(payload.all_leaderboards)) {
      expect(board.top_three).toHaveLength(3);
      expect(board.rest_of_users.length).toBeGreaterThan(10);
      expect(board.current_period.endTimestamp).toBeGreaterThan(Date.now());
    }
  });

  it('runs only on an empty database', async () => {
    await seedDemoIfEmpty(ctx.db);
    expect(await seedDemoIfEmpty(ctx.db)).toBe(false);
  });
});
